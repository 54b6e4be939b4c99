import type { ApiDeps } from '../api/context.ts';
import { transactionWithMail } from '../mail/queue-mail.ts';
import { importGuardians, type GuardedStudent } from './import-guardians.ts';
import { nextTurn } from './in-turns.ts';

/**
 * Guardians' addresses made accounts and links in one transaction: a few hundred accounts,
 * links, invitations and mails commit in milliseconds, where an import's 40,000 in one commit
 * held every read of the process for half a second.
 */
const EMAILS_PER_TRANSACTION = 250;

/** What linking did: guardian accounts made (invited) and children linked to existing guardians. */
export interface LinkedGuardians {
  added: number;
  linked: number;
}

/**
 * Makes students' guardians' addresses guardian accounts linked to them (`importGuardians`), a
 * slice of addresses per transaction with a turn of the event loop between. The addresses are
 * kept with the students first (`guardian_emails`, in the import's own transaction), so they
 * are what a guardian account follows: a slice that fails (another process made the same
 * account meanwhile) is tried once more, and whatever a stopped process left is linked at the
 * next start (`linkMissingGuardians`).
 *
 * @param deps the store, clock, mail worker and the site's address (for the links)
 * @param guarded the students and the addresses to link them to
 * @example const { added, linked } = await linkGuardians(deps, guarded)
 */
export async function linkGuardians(deps: ApiDeps, guarded: readonly GuardedStudent[]): Promise<LinkedGuardians> {
  const studentsOf = Map.groupBy(
    guarded.flatMap(({ student, emails }) => emails.map((email) => ({ student, email }))),
    ({ email }) => email,
  );
  const emails = [...studentsOf.keys()].sort();
  const total: LinkedGuardians = { added: 0, linked: 0 };
  for (let start = 0; start < emails.length; start += EMAILS_PER_TRANSACTION) {
    if (start > 0) await nextTurn();
    const slice = emails.slice(start, start + EMAILS_PER_TRANSACTION).flatMap((email) => (studentsOf.get(email) ?? []).map(({ student }) => ({ student, emails: [email] })));
    const { added, linked } = await oneSlice(deps, slice).catch(() => oneSlice(deps, slice));
    total.added += added;
    total.linked += linked;
  }
  return total;
}

/**
 * Links every address kept for a student but not yet linked to them: what an import stopped
 * between its commit and its last slice of guardians left. Run at start.
 *
 * @param deps the store, clock, mail worker and the site's address (for the links)
 * @example const { added, linked } = await linkMissingGuardians(deps)
 */
export async function linkMissingGuardians(deps: ApiDeps): Promise<LinkedGuardians> {
  const missing = await deps.store.guardians.unlinkedEmails();
  return linkGuardians(
    deps,
    missing.map(({ studentId, fname, email }) => ({ student: { _id: studentId, fname }, emails: [email] })),
  );
}

function oneSlice(deps: ApiDeps, slice: readonly GuardedStudent[]): Promise<LinkedGuardians> {
  return transactionWithMail(deps, async (tx, queue) => {
    const { added, linked, mails } = await importGuardians(deps, tx, slice);
    queue(mails);
    return { added, linked };
  });
}
