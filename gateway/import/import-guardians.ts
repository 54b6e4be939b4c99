import { randomUUID } from 'node:crypto';
import { capitalise } from '../../contract/records/capitalise.ts';
import type { ApiDeps } from '../api/context.ts';
import type { NewMail, Queries, User } from '../db/index.ts';
import { recipientLanguage, schoolMailLanguage } from '../mail/mail-language.ts';
import { guardianLinkedMail } from '../mail/messages.ts';
import { invitationBatch } from './invitation-batch.ts';

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
 * Makes guardians' addresses guardian accounts linked to their students, in one transaction,
 * as `addGuardian` does one by one: a new address becomes a guardian invited to choose a
 * password (one account and one invitation however many children name it); a guardian's
 * address is linked and told of each new child; a link already there changes nothing. A
 * student's or tutor's address (the import's check refuses it; one made since) is left as it
 * is: it stays among the student's guardians' addresses, where a tutor sees it.
 *
 * @param deps the clock and the site's address (for the links)
 * @param tx the transaction
 * @param guarded the students and their guardians' addresses
 * @example const { mails } = await importGuardians(deps, tx, guarded); queue(mails)
 */
export async function importGuardians(deps: ApiDeps, tx: Queries, guarded: readonly GuardedStudent[]): Promise<ImportedGuardians> {
  const now = deps.now();
  const emails = [...new Set(guarded.flatMap(({ emails }) => emails))].sort();
  if (emails.length === 0) return { added: 0, linked: 0, mails: [] };
  const accounts = await tx.guardians.accountsByEmail(emails);
  const existing = new Map(accounts.filter((account) => account.position === 'guardian').map((account) => [account.email, account]));
  const others = new Set(accounts.filter((account) => account.position !== 'guardian').map((account) => account.email));
  const made = emails.filter((email) => !existing.has(email) && !others.has(email)).map((email): User => ({ _id: randomUUID(), fname: email.split('@')[0] ?? email, email, contact: '', position: 'guardian', blocked: false }));
  await tx.guardians.addAccounts(
    made.map(({ _id, fname, email }) => ({ id: _id, fname, email })),
    now,
  );
  const school = await tx.school.read();
  const { invitations, mails } = await invitationBatch(deps, made.length, (index) => made[index] as User, school);
  await tx.studentImport.addInvitations([...invitations], now);

  const idOf = new Map([...made.map((account) => [account.email, account._id] as const), ...[...existing.values()].map((account) => [account.email, account.id] as const)]);
  const links = guarded.flatMap(({ student, emails }) => emails.filter((email) => idOf.has(email)).map((email) => ({ guardianId: idOf.get(email) ?? '', studentId: student._id, email, student })));
  const before = await tx.guardians.existingLinks([...existing.values()].map((account) => account.id));
  await tx.guardians.linkAll(links, now);

  const loginUrl = new URL('/guardian/login', deps.publicUrl ?? new URL('http://localhost:4321'));
  const told = links.filter(({ guardianId, studentId, email }) => existing.has(email) && !before.has(`${guardianId} ${studentId}`));
  const schoolLanguage = schoolMailLanguage(school);
  const linkMails = told.map(({ email, student }) => {
    const guardian = existing.get(email);
    const language = recipientLanguage(guardian ?? {}, schoolLanguage);
    return guardianLinkedMail({ to: email, language, fname: capitalise(guardian?.fname ?? ''), schoolName: school.name, childName: capitalise(student.fname), loginUrl });
  });
  return { added: made.length, linked: told.length, mails: [...mails, ...linkMails] };
}
