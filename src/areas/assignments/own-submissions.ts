import type { OwnSubmission, OwnSubmissionOf } from '../../../contract/records/coursework.ts';
import { fieldOf, recordsIn, type ListEndpoint } from '../../lib/content/list-answer.ts';
import type { ListState, Records } from '../../lib/content/use-records.ts';

const isOwnSubmission = (value: unknown): value is OwnSubmissionOf =>
  typeof fieldOf(value, 'assignmentId') === 'string' && typeof fieldOf(value, 'status') === 'string' && Array.isArray(fieldOf(value, 'files'));

/**
 * The student's own submission of every assignment for them (`GET /student/home/submissions`,
 * issue 26): one call gives the list's statuses, each assignment's hand-in and "Overdue", and the
 * service worker keeps it for reading offline like the other lists.
 */
export const ownSubmissions: ListEndpoint<OwnSubmissionOf> = {
  path: '/student/home/submissions',
  readList: (answer) => recordsIn(fieldOf(answer, 'submissions'), isOwnSubmission),
};

/** The submissions by assignment, once the list has loaded. */
export function submissionsByAssignment(state: ListState<OwnSubmissionOf>): ReadonlyMap<string, OwnSubmissionOf> | undefined {
  return state.status === 'ready' ? new Map(state.records.map((submission) => [submission.assignmentId, submission])) : undefined;
}

/**
 * Puts a submission the server answered (a hand-in, a take-back) in the list at once, then reads
 * the list again from the server, which also replaces the copy kept for reading offline.
 */
export function noteSubmission(submissions: Records<OwnSubmissionOf>, assignmentId: string, submission: OwnSubmission): void {
  submissions.change((records) => records.map((kept) => (kept.assignmentId === assignmentId ? { ...submission, assignmentId } : kept)));
  submissions.refresh();
}
