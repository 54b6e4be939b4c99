import type { NewTutor } from '../../contract/validation/tutors.ts';
import type { Queries, User } from '../db/index.ts';
import { NO_PASSWORD } from '../db/users.ts';

/**
 * Adds a tutor to the school: the one way both the admins' Tutors page (`POST /tutor/home/tutors`)
 * and the tutor tool (`npm run tutor -- add`) do it. The tool, on the server, sets the password
 * itself; the page's tutor is invited, made without one (nobody logs in to the account until the
 * invitation's link sets it). An admin when asked, and always the school's first tutor. Throws
 * EmailTakenError when the address is another account's.
 *
 * @param queries the store, or the transaction the tutor's invitation is issued in too
 * @param tutor the checked details (contract/validation/tutors.ts)
 * @param now when the account is made
 * @param passwordHash the tool's hash of the password; left out, the tutor is invited
 * @example const tutor = await addTutor(tx, { fname, email, contact, admin: false }, now)
 */
export function addTutor(queries: Pick<Queries, 'users'>, { fname, email, contact, admin = false }: NewTutor, now: Date, passwordHash = NO_PASSWORD): Promise<User> {
  return queries.users.create({ fname, email, contact, position: 'tutor', passwordHash, admin }, now);
}

/** What the audit log records of a tutor's addition: the addition, and the admin's flag when it came with it. */
export function additionActions(tutor: Pick<User, 'admin'>): string[] {
  return ['tutor.add', ...(tutor.admin ? ['tutor.admin-grant'] : [])];
}

/** A tutor as the audit log names them, whoever acted: `tutor <id> <email>`. */
export function tutorTarget(tutor: Pick<User, '_id' | 'email'>): string {
  return `tutor ${tutor._id} <${tutor.email}>`;
}
