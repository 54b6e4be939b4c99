import type { FileRecord } from '../../contract/records/file-record.ts';
import { assignmentTermsSchema, type SentAssignmentTerms } from '../../contract/validation/assignment-terms.ts';
import { NO_TERMS, type StoredTerms } from '../db/assignment-terms.ts';
import type { AudienceFilter, Queries } from '../db/index.ts';
import { DOCUMENT_KINDS } from '../files/file-kinds.ts';
import type { ApiDeps } from './context.ts';
import { fileRecordRoutes } from './file-records.ts';

/**
 * Assignments (spec §7, issue 26): both lists answer `{assignments}`. Each assignment carries its
 * terms (`due` as sent, `points` when set, `handInOpen`), taken by `POST` and `PUT` beside its
 * fields; the tutor's list adds each one's hand-in counts; a guardian's view of a child's list, the
 * child's own submissions.
 */
export function assignmentsRoutes(deps: ApiDeps) {
  return fileRecordRoutes<SentAssignmentTerms>(deps, {
    table: 'assignments',
    noun: 'assignment',
    accepted: DOCUMENT_KINDS,
    extra: {
      schema: assignmentTermsSchema,
      save: (tx, id, sent) => tx.assignmentTerms.set(id, sent),
      answer: withTerms,
      // Deleting an assignment deletes its hand-ins (the rows cascade): their files go with it.
      filesBeside: (queries, id) => queries.submissions.uploadsOf(id),
    },
    tutorList: async (assignments) => ({ assignments: await withHandIns(deps, assignments) }),
    // Hand-ins and rosters change the counts, and so does a due time passing (`assigned` turns `missing`).
    tutorAlso: { kinds: ['submissions', 'users'], key: async () => `dues-passed:${await deps.store.assignmentTerms.duesPassed(deps.now())}` },
    // A guardian sees each assignment's hand-in status beside it: the child's own submissions, as `GET /student/home/submissions` answers them.
    childAlso: async ({ studentId, readerClasses }) => ({ submissions: await deps.store.submissions.ownOfEach(studentId, readerClasses, deps.now()) }),
  });
}

/** The assignments with their terms; a reader's list ordered by due time (`byDueTime`). */
async function withTerms(queries: Queries, assignments: FileRecord[], audience?: AudienceFilter): Promise<FileRecord[]> {
  const stored = await queries.assignmentTerms.termsOf(assignments.length === 1 ? assignments[0]?._id : undefined);
  const termsOf = (assignment: FileRecord) => stored.get(assignment._id) ?? NO_TERMS;
  const answered = assignments.map((assignment) => ({ ...assignment, ...termsOf(assignment).terms }));
  const readerList = audience !== undefined && 'readerClasses' in audience;
  return readerList ? byDueTime(answered, (assignment) => termsOf(assignment)) : answered;
}

/**
 * A student's (or guardian's) list: what has a due time first, the soonest first (past ones
 * too: an overdue assignment is what most needs doing), then the rest as they came, newest first.
 * Sorting is stable, so assignments due at the same instant keep the newest-first order.
 */
function byDueTime(assignments: FileRecord[], termsOf: (assignment: FileRecord) => StoredTerms): FileRecord[] {
  const dueAt = (assignment: FileRecord) => termsOf(assignment).dueAt;
  return assignments.toSorted((a, b) => {
    const [dueA, dueB] = [dueAt(a), dueAt(b)];
    if (dueA === undefined || dueB === undefined) return Number(dueA === undefined) - Number(dueB === undefined);
    return dueA < dueB ? -1 : dueA > dueB ? 1 : 0;
  });
}

/** The tutor's list: each assignment with where its students stand (`handIns`), counted for the whole list at once. */
async function withHandIns(deps: ApiDeps, assignments: FileRecord[]) {
  const now = deps.now();
  const stored = await deps.store.assignmentTerms.termsOf();
  const counts = await deps.store.assignmentTerms.handInCounts(
    assignments.map((assignment) => ({ id: assignment._id, dueAt: stored.get(assignment._id)?.dueAt })),
    now,
  );
  return assignments.map((assignment) => ({ ...assignment, handIns: counts.get(assignment._id) }));
}
