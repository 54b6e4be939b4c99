import { Hono, type Context } from 'hono';
import type { SubmissionStatus } from '../../contract/records/coursework.ts';
import { submissionMessages as m } from '../../contract/strings/coursework.ts';
import { HAND_IN_FILES_MAX } from '../../contract/validation/limits.ts';
import { handInSchema, handsInSomething, reviewSchema } from '../../contract/validation/submissions.ts';
import type { Queries } from '../db/index.ts';
import type { HandInTerms } from '../db/submissions.ts';
import { DOCUMENT_KINDS } from '../files/file-kinds.ts';
import { STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail } from './errors.ts';
import { discard, keepFiles, receiveForm, validFields } from './file-uploads.ts';
import { keptAnswers, type KeptLimits } from './kept-answer.ts';
import { removeStoredFiles, removeWithFiles } from './remove-with-files.ts';
import { submissionsZip } from './submissions-zip.ts';
import { uploadLimit } from './upload-limit.ts';
import { jsonBody } from './validate.ts';

/**
 * A school's hand-in tables kept at once: one an assignment, so every class's homework of the
 * week (400 in a school of 20,000), within 16 MB (a class's table is 20 KB, a whole school's of
 * 20,000 about 6 MB).
 */
const HAND_IN_TABLES_KEPT: KeptLimits = { variants: 1024, bytes: 16 * 1024 * 1024 };

const OWN_PATH = `${STUDENT_AREA}/assignments/:id/submission`;
const TABLE_PATH = `${TUTOR_AREA}/assignments/:id/submissions`;

/** The assignment and student a call is about, as the audit log names them. */
const target = (assignmentId: string, studentId: string) => `assignment ${assignmentId} student ${studentId}`;

/**
 * Hand-in (school-model.md, issue 26). A student hands in files and/or a text answer, takes it
 * back, and hands in again until the tutor returns it; tutors read the hand-in table of every
 * student the assignment is for, grade, give feedback and return, and download every
 * handed-in file as one ZIP. A student reads only their own submission of an assignment that
 * is for them (one, or all of them at once): any other is 404, as if it did not exist.
 */
export function submissionsRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();

  /** The hand-in terms of the call's assignment, if it is for the calling student; else 404. */
  async function termsForCaller(c: Context<ApiEnv>, queries: Pick<Queries, 'submissions'> = deps.store): Promise<HandInTerms> {
    return (await queries.submissions.terms(c.req.param('id') ?? '', c.var.user._id)) ?? fail(404, m.assignmentNotFound);
  }

  const ownAnswer = async (c: Context<ApiEnv>, terms: HandInTerms) =>
    compressedJson(c, { submission: await deps.store.submissions.own(c.req.param('id') ?? '', c.var.user._id, terms.dueAt, deps.now()) });

  app.get(OWN_PATH, async (c) => ownAnswer(c, await termsForCaller(c)));

  /** The student's own submission of every assignment that is for them, by due time: what their lists and home page show at once. */
  app.get(`${STUDENT_AREA}/submissions`, async (c) => {
    const studentId = c.var.user._id;
    const readerClasses = await deps.store.classes.idsOfStudent(studentId);
    return compressedJson(c, { submissions: await deps.store.submissions.ownOfEach(studentId, readerClasses, deps.now()) });
  });

  /**
   * Hands in, in place of what was handed in before. The new files are received and checked
   * first, outside any transaction; only then, in one transaction, do they replace the old ones,
   * whose files go once it has ended: a hand-in cut off mid-upload leaves the previous one whole.
   */
  app.put(OWN_PATH, uploadLimit(deps), async (c) => {
    const id = c.req.param('id');
    const studentId = c.var.user._id;
    const terms = await termsForCaller(c);
    // Refused before a byte of the files is read; checked again under the lock, which decides.
    refuseChange(terms, (await deps.store.submissions.own(id, studentId, terms.dueAt, deps.now())).status);
    const form = await receiveForm(c, deps, { accepted: DOCUMENT_KINDS, fileField: 'files', maxFiles: HAND_IN_FILES_MAX });
    const { text } = await validFields(deps, form, handInSchema);
    if (!handsInSomething(text, form.files.length)) {
      await discard(deps, form.files);
      fail(400, m.nothingHandedIn);
    }
    const replaced = await keepFiles(deps, form.files, async (uploads, tx) => {
      const locked = await tx.submissions.lock(id, studentId, deps.now());
      refuseChange(await termsForCaller(c, tx), locked.returnedAt ? 'returned' : 'assigned');
      const previous = await tx.submissions.handIn(id, studentId, { text, files: uploads }, deps.now());
      for (const name of previous) await tx.uploads.remove(name);
      await c.var.audit('submission.hand-in', { target: target(id, studentId) }, tx);
      return previous;
    });
    await removeStoredFiles(deps, replaced);
    return ownAnswer(c, terms);
  });

  /** Takes the hand-in back (its files go), unless it has been returned or hand-in is closed (it could not be handed in again). */
  app.delete(OWN_PATH, async (c) => {
    const id = c.req.param('id');
    const studentId = c.var.user._id;
    const terms = await termsForCaller(c);
    await removeWithFiles(deps, async (tx) => {
      const locked = await tx.submissions.lock(id, studentId, deps.now());
      refuseChange(await termsForCaller(c, tx), locked.returnedAt ? 'returned' : 'assigned');
      const removed = await tx.submissions.takeBack(id, studentId, deps.now());
      if (locked.handedInAt) await c.var.audit('submission.take-back', { target: target(id, studentId) }, tx);
      return removed;
    });
    return ownAnswer(c, terms);
  });

  /**
   * The tutor's hand-in table: one row per student the assignment is for, by name. Kept, as the
   * lists are, until what it shows changes, or its due time passes (a row not handed in then reads
   * `missing`): a table costs milliseconds to read and tutors open it again and again.
   */
  app.get(
    TABLE_PATH,
    keptAnswers(
      deps.store,
      ['submissions', 'assignments', 'classes', 'users'],
      async (c) => {
        const id = c.req.param('id') ?? fail(404, m.assignmentNotFound);
        const now = deps.now();
        const { dueAt } = await assignmentOrFail(id);
        const pastDue = dueAt !== null && dueAt < now.toISOString();
        return { key: `${id} ${pastDue ? 'due' : 'open'}`, make: async () => ({ submissions: (await deps.store.submissions.table(id, now)) ?? fail(404, m.assignmentNotFound) }) };
      },
      HAND_IN_TABLES_KEPT,
    ),
  );

  /** Grade, feedback and return of one student's submission; answers the student's row of the table. */
  app.patch(`${TABLE_PATH}/:studentId`, jsonBody(reviewSchema), async (c) => {
    const { id, studentId } = c.req.param();
    const review = c.req.valid('json');
    await assignmentOrFail(id);
    await deps.store.transaction(async (tx) => {
      if (!(await tx.submissions.terms(id, studentId))) fail(404, m.studentNotFound);
      const locked = await tx.submissions.lock(id, studentId, deps.now());
      await tx.submissions.review(id, studentId, review, deps.now());
      const returning = review.returned !== undefined && review.returned !== !!locked.returnedAt;
      // Every tutor write is in the log: a grade or feedback alone as a review.
      const action = returning ? (review.returned ? 'submission.return' : 'submission.unreturn') : 'submission.review';
      await c.var.audit(action, { target: target(id, studentId) }, tx);
    });
    const [row] = (await deps.store.submissions.table(id, deps.now(), studentId)) ?? [];
    return compressedJson(c, row);
  });

  /** Every handed-in file of the assignment's students, streamed as one ZIP named after the assignment. */
  app.get(`${TABLE_PATH}.zip`, async (c) => {
    const id = c.req.param('id');
    const { title } = await assignmentOrFail(id);
    return submissionsZip(await deps.store.submissions.handedInFiles(id), deps.files, title);
  });

  async function assignmentOrFail(id: string): Promise<HandInTerms> {
    return (await deps.store.submissions.terms(id)) ?? fail(404, m.assignmentNotFound);
  }

  return app;
}

/** 409 when the student may not change their hand-in: hand-in is closed, or the tutor has returned it. */
function refuseChange(terms: HandInTerms, status: SubmissionStatus): void {
  if (status === 'returned') fail(409, m.alreadyReturned);
  if (!terms.handInOpen) fail(409, m.handInClosed);
}
