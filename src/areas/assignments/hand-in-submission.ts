import type { OwnSubmission } from '../../../contract/records/coursework.ts';
import { callApi } from '../../lib/api/client.ts';
import { assignmentsArea } from './area.ts';

/** The student's own submission of an assignment: `PUT` (multipart) hands in, `DELETE` takes back. */
export function submissionPath(assignmentId: string): string {
  return `${assignmentsArea.student.path}/${encodeURIComponent(assignmentId)}/submission`;
}

/** Takes the hand-in back; answers the submission as it now stands. */
export async function takeBack(assignmentId: string): Promise<OwnSubmission> {
  const { submission } = await callApi<{ submission: OwnSubmission }>(submissionPath(assignmentId), { method: 'DELETE' });
  return submission;
}
