import type { ImportReport } from '../../contract/records/student-import.ts';
import { studentImportMessages as m } from '../../contract/strings/student-import.ts';
import type { RecordAudit } from '../api/audit.ts';
import type { ApiDeps } from '../api/context.ts';
import { ClassNameTakenError, type ContentKind, type Queries } from '../db/index.ts';
import { ImportCollisionError } from '../db/student-import.ts';
import { transactionWithMail } from '../mail/queue-mail.ts';
import type { GuardedStudent } from './import-guardians.ts';
import { linkGuardians } from './link-guardians.ts';
import { planFile, type ImportPlan, type ReadRows } from './plan-import.ts';
import { prepareImport, studentAt, writeImport, type PreparedImport } from './write-import.ts';

/** Raised when a student or class made meanwhile collides with the import: nothing of it was kept. */
export class ImportChangedMeanwhileError extends Error {
  constructor() {
    super(m.changedMeanwhile);
  }
}

/** What a plan is made from: every change to either shows in their change counts. */
const ROLL_KINDS: readonly ContentKind[] = ['users', 'classes'];

/** An import as committed: all that is left of it while its guardians are linked, so the file's rows, plan and prepared writes are let go first. */
export interface CommittedImport {
  report: ImportReport;
  /** The admission numbers handed out, by line. */
  given: ReadonlyMap<number, string>;
  /** The students the file gives guardians' e-mails, for `linkGuardians`. */
  guarded: GuardedStudent[];
}

/** A file checked against the school: what applying it does, and the version of the school it was checked against. */
export interface CheckedFile {
  plan: ImportPlan;
  key: string;
}

/**
 * Reads a file's rows and checks them against the school as it stands (`planFile`): what a dry
 * run answers.
 *
 * @param deps the store
 * @param readRows the file's rows
 * @example const { report } = await planOfFile(deps, readRows)
 */
export async function planOfFile(deps: ApiDeps, readRows: ReadRows): Promise<ImportPlan> {
  return planFile(readRows, await deps.store.studentImport.roll());
}

/**
 * Checks a file as `planOfFile` does, noting which version of the school that was, for
 * `commitImport` to see whether it changed before its transaction.
 *
 * @param deps the store
 * @param readRows the file's rows
 * @example const checked = await checkFile(deps, readRows)
 */
export async function checkFile(deps: ApiDeps, readRows: ReadRows): Promise<CheckedFile> {
  // Read before the school is: a change landing between the two shows as a new key.
  const key = await deps.store.contentVersions.keyOf(ROLL_KINDS);
  return { plan: await planOfFile(deps, readRows), key };
}

/**
 * Commits a checked file, all or nothing; `finishImport` then links its guardians. The file was
 * checked against the school outside the transaction, and its writes are prepared there too
 * (both in turns), so the transaction only writes; inside it, the file is read and checked again
 * only if the students or classes changed in between. A file with any error row changes nothing.
 * In one transaction: what `writeImport` writes (the guardians' addresses with their students),
 * the new students' invitations, queued in bulk (the mail worker sends them), and the audit
 * event. Neither the rows nor the plan are held while `finishImport` runs (seconds for 20,000
 * rows), nor the rows while this writes: a suspended async function keeps every value its frame
 * held, used or not.
 *
 * @param deps the store, mail worker, clock and the site's address (for the links)
 * @param checked what `checkFile` made of the file
 * @param readRows the file's rows, read again for a second check
 * @param audit the request's audit, which records the import in its transaction
 * @example const committed = await commitImport(deps, await checkFile(deps, readRows), readRows, c.var.audit)
 */
export async function commitImport(deps: ApiDeps, { plan, key }: CheckedFile, readRows: ReadRows, audit: RecordAudit): Promise<CommittedImport> {
  if (!changesAnything(plan)) return { report: plan.report, given: new Map(), guarded: [] };
  const prepared = await prepareImport(deps, deps.store, plan);
  return refusingCollisions(() =>
    transactionWithMail(deps, async (tx, queue): Promise<CommittedImport> => {
      const counter = await tx.studentImport.holdAdmissionCounter();
      // Read after the hold: no change to students or classes can land between this and the commit.
      const current = (await tx.contentVersions.keyOf(ROLL_KINDS)) === key ? prepared : await replanned(deps, tx, readRows);
      if (!changesAnything(current.plan)) return { report: current.plan.report, given: new Map(), guarded: [] };
      const given = await writeImport(deps, tx, current, counter);
      queue(current.mails);
      await audit('student.import', { target: `${current.plan.adds.length} added, ${current.plan.updates.length} updated, ${current.plan.newClasses.size} classes made` }, tx);
      const guarded = Array.from(current.guarded, (place) => {
        const [studentId, student] = studentAt(current, place);
        return { student: { _id: studentId, fname: student.fname }, emails: student.guardianEmails };
      });
      return { report: current.plan.report, given, guarded };
    }),
  );
}

/**
 * Finishes a committed import: the guardians' accounts, links and mails follow the addresses it
 * kept a few hundred at a time (`linkGuardians`), as in one transaction 40,000 of them made its
 * commit hold every read of the process for half a second. Answers the report as applied.
 *
 * @param deps the store, mail worker, clock and the site's address (for the links)
 * @param committed what `commitImport` answered
 * @param audit the request's audit
 * @example const applied = await finishImport(deps, committed, c.var.audit)
 */
export async function finishImport(deps: ApiDeps, { report, given, guarded }: CommittedImport, audit: RecordAudit): Promise<ImportReport> {
  const guardians = await linkGuardians(deps, guarded);
  if (guardians.added > 0) await audit('guardian.add', { target: `${guardians.added} guardians invited by an import` });
  if (guardians.linked > 0) await audit('guardian.link', { target: `${guardians.linked} children linked to their guardians by an import` });
  return appliedReport(report, given);
}

/** Whether applying the plan writes anything: never for a file with an error row. */
function changesAnything(plan: ImportPlan): boolean {
  return plan.report.counts.error === 0 && plan.adds.length + plan.updates.length > 0;
}

/** The file read and checked again inside the transaction, against the school as it now stands. */
async function replanned(deps: ApiDeps, tx: Queries, readRows: ReadRows): Promise<PreparedImport> {
  return prepareImport(deps, tx, await planFile(readRows, await tx.studentImport.roll()));
}

/** The report as applied, in place (the plan's own, 20,000 rows at most): the admission numbers handed out. */
function appliedReport(report: ImportReport, given: ReadonlyMap<number, string>): ImportReport {
  for (const row of report.rows) {
    const admissionNo = given.get(row.line);
    if (admissionNo) row.messages = row.messages.map((message) => (message === m.nextNumber ? m.givenNumber(admissionNo) : message));
  }
  return report;
}

async function refusingCollisions<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof ImportCollisionError || error instanceof ClassNameTakenError ? new ImportChangedMeanwhileError() : error;
  }
}
