import type { User } from './user.ts';

/**
 * A student of a class's roster as `GET`/`PUT /tutor/home/classes/{id}/students` answer them,
 * by name: the admission number (and the e-mail) tells two students of one name apart.
 */
export type RosterStudent = Pick<User, '_id' | 'fname' | 'email' | 'admissionNo' | 'blocked'>;
