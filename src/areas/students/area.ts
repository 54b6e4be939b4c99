import { fieldOf, recordsIn, type ListEndpoint } from '../../lib/content/list-answer.ts';
import type { User } from '../../../contract/records/user.ts';

const texts = ['_id', 'fname', 'email', 'contact', 'position'] as const;

/** Whether an answer is one user: a list's record, or the student a change answers with. */
export function isUser(value: unknown): value is User {
  return texts.every((field) => typeof fieldOf(value, field) === 'string') && typeof fieldOf(value, 'blocked') === 'boolean';
}

/**
 * The tutor's list of students (spec §7): `{students}`, by name, each with their admission
 * number and classes; the page asks for it a page at a time (see searchPath). One student's
 * edit is `PUT {path}/{id}` and the block switch `PATCH {path}/{id}`, both answering the student.
 */
export const studentsList: ListEndpoint<User> = {
  path: '/tutor/home/students',
  readList: (answer) => recordsIn(fieldOf(answer, 'students'), isUser),
};

/** Every student in the import's columns, as the export downloads it (school-model.md). */
export const studentsCsv = { path: `${studentsList.path}.csv`, fileName: 'students.csv' } as const;
