import { fieldOf, recordsIn, type ListEndpoint } from '../../lib/content/list-answer.ts';
import { recordPath } from '../../lib/content/save-change.ts';
import type { StudentSubmission, SubmissionStatus } from '../../../contract/records/coursework.ts';
import { statusOrder } from '../../strings/hand-ins.ts';

/** One student's row of the hand-in table, keyed by the student as the shared table keys records. */
export type HandInRow = StudentSubmission & { _id: string };

const isSubmission = (value: unknown): value is StudentSubmission =>
  ['studentId', 'admissionNo', 'fname', 'status', 'text', 'feedback'].every((field) => typeof fieldOf(value, field) === 'string') && Array.isArray(fieldOf(value, 'files'));

/** `GET …/submissions`, `PATCH …/submissions/{studentId}`: under the assignment's own path in the tutor's list (`listPath`). */
export function submissionsPath(listPath: string, assignmentId: string): string {
  return `${recordPath(listPath, assignmentId)}/submissions`;
}

/** A submission as a row of the table. */
export function handInRow(submission: StudentSubmission): HandInRow {
  return { ...submission, _id: submission.studentId };
}

/** The hand-in table's call (`submissions`, its path) for one assignment: `{submissions}`, one per student it is for. */
export function handInsEndpoint(submissions: string): ListEndpoint<HandInRow> {
  return { path: submissions, readList: (answer) => recordsIn(fieldOf(answer, 'submissions'), isSubmission).map(handInRow) };
}

/**
 * The rows with `status` (every row for `'all'`), work to look at first: handed in, late,
 * missing, returned, then assigned; by roll number within each.
 */
export function rowsToShow(rows: readonly HandInRow[], status: SubmissionStatus | 'all'): HandInRow[] {
  const rank = (row: HandInRow) => statusOrder.indexOf(row.status);
  return rows
    .filter((row) => status === 'all' || row.status === status)
    .sort((a, b) => rank(a) - rank(b) || a.admissionNo.localeCompare(b.admissionNo, 'en', { numeric: true }));
}
