import { capitalise } from '../../contract/records/capitalise.ts';
import type { ApiDeps } from '../api/context.ts';
import { issueAccountLink } from '../api/invitation-links.ts';
import type { NewMail, Queries, User } from '../db/index.ts';
import { NO_PASSWORD } from '../db/users.ts';
import { recipientLanguage, schoolMailLanguage } from '../mail/mail-language.ts';
import { guardianLinkedMail } from '../mail/messages.ts';

/** Raised when the address is a student's or tutor's account: it cannot become a guardian. */
export class NotAGuardianError extends Error {
  constructor(email: string) {
    super(`${email} belongs to an account that is not a guardian's`);
  }
}

/** What adding a guardian to a student did: `add`, a new account invited; `link`, an existing guardian linked; `unchanged`, linked already. */
export type GuardianOutcome = 'add' | 'link' | 'unchanged';

export interface AddedGuardian {
  guardian: User;
  outcome: GuardianOutcome;
  /** The mail to queue with the change: the invitation, or the note of one more child; none when nothing changed. */
  mail?: NewMail;
}

/**
 * Gives `student` the guardian of address `email`: the one way both a tutor's call
 * (`POST /tutor/home/students/{id}/guardians`) and the import do it. A new address becomes a
 * guardian account without a password, with an invitation to choose one (through
 * `POST /invite/accept`); a guardian's address is linked, one account for all their children,
 * and they are told. Throws NotAGuardianError for a student's or tutor's address. Run it in the
 * transaction that queues the mail it answers.
 *
 * @param deps the clock and the site's address the mails carry
 * @param tx the transaction
 * @param student the child
 * @param email the guardian's address, checked and in lower case
 * @param fname the name to greet a new guardian by; the address's local part when none is given
 * @example const { outcome, mail } = await addGuardian(deps, tx, student, 'parent@example.com'); if (mail) queue(mail)
 */
export async function addGuardian(deps: Pick<ApiDeps, 'now' | 'publicUrl'>, tx: Queries, student: User, email: string, fname?: string): Promise<AddedGuardian> {
  const now = deps.now();
  const existing = await tx.users.findByEmail(email);
  if (existing && existing.position !== 'guardian') throw new NotAGuardianError(email);
  await tx.guardians.keepEmail(student._id, email);
  if (!existing) {
    const guardian = await tx.users.create({ fname: fname ?? email.split('@')[0] ?? email, email, contact: '', position: 'guardian', passwordHash: NO_PASSWORD }, now);
    await tx.guardians.link(guardian._id, student._id, now);
    return { guardian, outcome: 'add', mail: await issueAccountLink(deps, tx, guardian, 'invite') };
  }
  if (!(await tx.guardians.link(existing._id, student._id, now))) return { guardian: existing, outcome: 'unchanged' };
  const school = await tx.school.read();
  const loginUrl = new URL('/guardian/login', deps.publicUrl ?? new URL('http://localhost:4321'));
  const language = recipientLanguage(existing, schoolMailLanguage(school));
  const mail = guardianLinkedMail({ to: existing.email, language, fname: capitalise(existing.fname), schoolName: school.name, childName: capitalise(student.fname), loginUrl });
  return { guardian: existing, outcome: 'link', mail };
}

/** A guardian as the audit log names them: `guardian <id> <email> of student <id>`. */
export function guardianTarget(guardian: Pick<User, '_id' | 'email'>, student: Pick<User, '_id'>): string {
  return `guardian ${guardian._id} <${guardian.email}> of student ${student._id}`;
}
