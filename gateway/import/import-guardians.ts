import { randomUUID } from 'node:crypto';
import { capitalise } from '../../contract/records/capitalise.ts';
import type { ApiDeps } from '../api/context.ts';
import type { NewMail, Queries, User } from '../db/index.ts';
import { ImportCollisionError } from '../db/student-import.ts';
import { guardianLinkedMail } from '../mail/messages.ts';
import { invitationBatch } from './invitation-batch.ts';
import { inTurns } from './in-turns.ts';


/** Rows written between two turns of the event loop. */
const ROWS_PER_TURN = 500;
/** A student the file gives guardians, and their addresses (checked, in lower case). */
export interface GuardedStudent {
  student: Pick<User, '_id' | 'fname'>;
  emails: readonly string[];
}

/** What the import did with guardians' addresses: accounts made (invited), and links made to existing guardians. */
export interface ImportedGuardians {
  added: number;
  linked: number;
  mails: NewMail[];
}

/**
 * Makes the file's guardians' addresses guardian accounts linked to their students, in the
 * import's transaction, as `addGuardian` does one by one: a new address becomes a guardian
 * invited to choose a password (one account and one invitation however many children name it);
 * a guardian's address is linked and told of each new child; a link already there changes
 * nothing. A student's or tutor's address (the check refuses it; one made meanwhile) is a
 * collision: the import is refused, nothing kept.
 *
 * @param deps the clock and the site's address (for the links)
 * @param tx the import's transaction
 * @param guarded the students the file gives guardians
 * @example const { mails } = await importGuardians(deps, tx, guarded); queue(mails)
 */
export async function importGuardians(deps: ApiDeps, tx: Queries, guarded: readonly GuardedStudent[]): Promise<ImportedGuardians> {
  const now = deps.now();
  const emails = [...new Set(guarded.flatMap(({ emails }) => emails))].sort();
  if (emails.length === 0) return { added: 0, linked: 0, mails: [] };
  const existing = new Map((await tx.guardians.accountsByEmail(emails)).map((account) => [account.email, account]));
  if ([...existing.values()].some((account) => account.position !== 'guardian')) throw new ImportCollisionError();
  const made = emails.filter((email) => !existing.has(email)).map((email): User => ({ _id: randomUUID(), fname: email.split('@')[0] ?? email, email, contact: '', position: 'guardian', blocked: false }));
  // In slices with a turn of the event loop between, as the students are written (write-import.ts).
  await inTurns(
    made.map(({ _id, fname, email }) => ({ id: _id, fname, email })),
    ROWS_PER_TURN,
    (some) => tx.guardians.addAccounts(some, now),
  );
  const school = await tx.school.read();
  const { invitations, invited } = await invitationBatch(deps, tx, made.map((account) => ({ account })), school);
  await inTurns(invitations, ROWS_PER_TURN, (some) => tx.studentImport.addInvitations(some, now));

  const idOf = new Map([...made.map((account) => [account.email, account._id] as const), ...[...existing.values()].map((account) => [account.email, account.id] as const)]);
  const links = guarded.flatMap(({ student, emails }) => emails.map((email) => ({ guardianId: idOf.get(email) ?? '', studentId: student._id, email, student })));
  const before = await tx.guardians.existingLinks([...existing.values()].map((account) => account.id));
  await inTurns(links, ROWS_PER_TURN, (some) => tx.guardians.linkAll(some, now));

  const loginUrl = new URL('/guardian/login', deps.publicUrl ?? new URL('http://localhost:4321'));
  const told = links.filter(({ guardianId, studentId, email }) => existing.has(email) && !before.has(`${guardianId} ${studentId}`));
  const linkMails = told.map(({ email, student }) =>
    guardianLinkedMail({ to: email, fname: capitalise(existing.get(email)?.fname ?? ''), schoolName: school.name, childName: capitalise(student.fname), loginUrl }),
  );
  return { added: made.length, linked: told.length, mails: [...invited.map(({ mail }) => mail), ...linkMails] };
}
