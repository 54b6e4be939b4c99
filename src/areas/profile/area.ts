import type { UserDetailsSchema } from '../../components/content/UserDetailsForm.tsx';
import type { Profile } from '../../../contract/records/user.ts';
import { fieldOf, hasTexts, type ListEndpoint } from '../../lib/content/list-answer.ts';
import type { Position } from '../../../contract/records/user.ts';
import { studentProfileSchema, userDetailsSchema } from '../../../contract/validation/profile.ts';
import { profileText as text } from '../../strings/profile.ts';

/** What differs between the student's and the tutor's Profile pages (spec §2, §5); the rest is one component. */
export interface ProfileArea {
  role: Position;
  /** The details' label of the name: 'Full Name' for the student, 'Fullname' for the tutor. */
  nameLabel: string;
  /** The edit form's rules: the student's own messages, or the tutor's required fields. */
  schema: UserDetailsSchema;
  /** The tutor's contact is a number input. */
  numericContact: boolean;
}

export const studentProfile: ProfileArea = { role: 'student', nameLabel: text.fullName, schema: studentProfileSchema, numericContact: false };
export const tutorProfile: ProfileArea = { role: 'tutor', nameLabel: text.fullname, schema: userDetailsSchema, numericContact: true };

export const isProfile = hasTexts<Profile>(['_id', 'fname', 'email', 'position', 'contact']);

/**
 * `GET /{role}/home/profile?id=…` with the token's own user id (spec §7), read as a list of one
 * so the shared loading, failure with Retry and skeleton serve it too.
 */
export function profileEndpoint(role: Position, userId: string): ListEndpoint<Profile> {
  return {
    path: `/${role}/home/profile?${new URLSearchParams({ id: userId })}`,
    readList: (answer) => {
      const user = fieldOf(answer, 'user');
      if (!isProfile(user)) throw new Error(text.unreadable);
      return [user];
    },
  };
}

/** `PUT /{role}/home/profile/{id}`: answers `{user, token}`, the token carrying the new name. */
export function profileSavePath(role: Position, userId: string): string {
  return `/${role}/home/profile/${encodeURIComponent(userId)}`;
}

/** `PUT /{role}/home/password` `{current, password}`: answers `{token}`, the session that goes on. */
export function passwordPath(role: Position): string {
  return `/${role}/home/password`;
}
