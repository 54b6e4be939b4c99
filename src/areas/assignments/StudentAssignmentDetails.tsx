import { DataState } from '../../components/content/DataState.tsx';
import { fileRecordContent } from '../../components/content/file-record-columns.tsx';
import { RecordDetails, type RecordBack } from '../../components/content/RecordDetails.tsx';
import { selectRecords, type Records } from '../../lib/content/use-records.ts';
import type { OwnSubmissionOf } from '../../../contract/records/coursework.ts';
import type { FileRecord } from '../../../contract/records/file-record.ts';
import { assignmentTermsText } from '../../strings/assignments.ts';
import { handInText } from '../../strings/hand-in.ts';
import { assignmentsArea } from './area.ts';
import { termsOf } from './hand-in-terms.ts';
import { noteSubmission } from './own-submissions.ts';
import { StudentHandIn } from './StudentHandIn.tsx';

export interface StudentAssignmentDetailsProps {
  record: FileRecord;
  back: RecordBack;
  /** The student's submissions, the page's list: a hand-in changes it in place. */
  submissions: Records<OwnSubmissionOf>;
  /** An instant as the school's clock reads it. */
  timeAtSchool: (instant: string) => string;
  /** A guardian reads a child's assignment: its status, never the hand-in, which is the student's to make. */
  readOnly?: boolean;
}

/**
 * One assignment as the student reads it: its details with due, points and status, then their
 * hand-in. Loaded with the first assignment opened: the list does not carry the hand-in.
 */
export default function StudentAssignmentDetails({ record, back, submissions, timeAtSchool, readOnly = false }: StudentAssignmentDetailsProps) {
  const terms = termsOf(record);
  const state = selectRecords(submissions.state, (records) => records.filter((submission) => submission.assignmentId === record._id));
  const submission = state.status === 'ready' ? state.records[0] : undefined;
  const facts = [
    terms.due ? handInText.due(timeAtSchool(terms.due)) : null,
    terms.points === undefined ? null : handInText.points(terms.points),
    submission ? handInText.statusFact(assignmentTermsText.status[submission.status]) : null,
  ].filter((fact) => fact !== null);
  const details = <RecordDetails {...fileRecordContent(record, assignmentsArea.text)} facts={facts} {...back} />;
  // The status is among the facts once the submissions are here; a guardian has nothing more to do.
  if (readOnly) return details;

  return (
    <div className="flex flex-col gap-8">
      {details}
      <DataState state={state} rows={2} onRetry={submissions.retry}>
        {([current]) =>
          current ? (
            <StudentHandIn
              assignmentId={record._id}
              terms={terms}
              submission={current}
              timeAtSchool={timeAtSchool}
              onChange={(changed) => noteSubmission(submissions, record._id, changed)}
              onRefused={submissions.refresh}
            />
          ) : null
        }
      </DataState>
    </div>
  );
}
