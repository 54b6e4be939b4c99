import { sql, type RawBuilder } from 'kysely';
import type { SubmissionStatus } from '../../contract/records/coursework.ts';

/**
 * Where a student stands on an assignment (school-model.md): the one rule, written twice only
 * because one side runs in SQL (counts and the hand-in table over many students at once) and
 * the other in TypeScript (one submission). Times are ISO 8601 in UTC (`toISOString()`), so
 * comparing them as text compares the instants.
 *
 * 1. `returned` once the tutor returned it;
 * 2. else `handed-in`, or `late` when handed in after the due time;
 * 3. else `missing` once the due time has passed;
 * 4. else `assigned` (no submission, taken back, or no due time).
 */
export interface SubmissionTimes {
  /** When it was last handed in, or null/undefined when not (or taken back). */
  handedInAt?: string | null;
  /** When the tutor returned it. */
  returnedAt?: string | null;
  /** The assignment's due instant (`assignment_terms.due_at`), or none. */
  dueAt?: string | null;
}

/**
 * The status of one student's submission at `now`.
 *
 * @param times the submission's times (all absent when the student has none) and the due instant
 * @param now the clock's time
 * @example submissionStatus({ handedInAt: '2026-12-01T10:00:00.000Z', dueAt: '2026-11-30T11:30:00.000Z' }, now) // 'late'
 */
export function submissionStatus({ handedInAt, returnedAt, dueAt }: SubmissionTimes, now: Date): SubmissionStatus {
  if (returnedAt) return 'returned';
  if (handedInAt) return dueAt && handedInAt > dueAt ? 'late' : 'handed-in';
  if (dueAt && now.toISOString() > dueAt) return 'missing';
  return 'assigned';
}

/** The columns `submissionStatusSql` reads, as references a query can resolve (`submissions.handed_in_at`). */
export interface SubmissionStatusColumns {
  handedInAt: string;
  returnedAt: string;
  dueAt: string;
}

/**
 * `submissionStatus` as a SQL `case` expression, for queries that work out many students at once;
 * a student without a submissions row (left join) has null times and reads `assigned` or `missing`.
 *
 * @param columns where the times are in the query
 * @param now the clock's time
 * @example
 * db.selectFrom('users').leftJoin('submissions', …).leftJoin('assignment_terms', …)
 *   .select(submissionStatusSql({ handedInAt: 'submissions.handed_in_at', returnedAt: 'submissions.returned_at', dueAt: 'assignment_terms.due_at' }, now).as('status'))
 */
export function submissionStatusSql({ handedInAt, returnedAt, dueAt }: SubmissionStatusColumns, now: Date): RawBuilder<SubmissionStatus> {
  const [handed, returned, due] = [sql.ref(handedInAt), sql.ref(returnedAt), sql.ref(dueAt)];
  return sql<SubmissionStatus>`(case
    when ${returned} is not null then 'returned'
    when ${handed} is not null then (case when ${due} is not null and ${handed} > ${due} then 'late' else 'handed-in' end)
    when ${due} is not null and ${due} < ${now.toISOString()} then 'missing'
    else 'assigned' end)`;
}
