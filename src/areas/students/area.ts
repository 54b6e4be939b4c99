import { fieldOf, recordsIn, type ListEndpoint } from '../../lib/content/list-answer.ts';
import type { User } from '../../lib/content/user.ts';

const texts = ['_id', 'fname', 'email', 'contact', 'position'] as const;

function isUser(value: unknown): value is User {
  return texts.every((field) => typeof fieldOf(value, field) === 'string') && typeof fieldOf(value, 'blocked') === 'boolean';
}

/** The tutor's list of students (spec §7): `{students}`, by name. */
export const studentsList: ListEndpoint<User> = {
  path: '/tutor/home/students',
  readList: (answer) => recordsIn(fieldOf(answer, 'students'), isUser),
};
