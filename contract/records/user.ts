import type { Language } from '../languages.ts';

/** Who a user is to the school: the two roles of the original product (spec §3), and a student's guardian (school-model.md). */
export type Position = 'student' | 'tutor' | 'guardian';

/**
 * A user, student or tutor, as the API answers it (spec §3): the tutor's list of students,
 * and later the profiles. Never carries the password hash.
 */
export interface User {
  _id: string;
  fname: string;
  email: string;
  contact: string;
  position: Position;
  blocked: boolean;
  /** A student's admission number: unique and stable, shown as Roll No (school-model.md). */
  admissionNo?: string;
  /** A student's classes, by id, where the answer says (the tutor's students list). */
  classes?: string[];
  /** A tutor who runs the school (school-model.md). */
  admin?: boolean;
  /** The account's own language (school-model.md); absent, it follows the school's. */
  language?: Language;
}

/**
 * A tutor as the admins' Tutors page lists them (`GET /tutor/home/tutors`, school-model.md):
 * whether they run the school, are blocked, and are `invited` (have not chosen a password yet
 * with their invitation's link, so cannot log in).
 */
export interface TutorEntry extends Pick<User, '_id' | 'fname' | 'email' | 'blocked'> {
  admin: boolean;
  invited: boolean;
}

/** A user's own profile as `GET /{role}/home/profile` answers it (spec §7): no blocked flag, and their own language, null for the school's. */
export type Profile = Omit<User, 'blocked' | 'language'> & { language: Language | null };
