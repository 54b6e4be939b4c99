import { lazy, Suspense, useMemo } from 'react';
import { Skeleton } from '../../components/content/DataState.tsx';
import { fileRecordListing, shownDate } from '../../components/content/file-record-columns.tsx';
import { childListing, StudentRecords, type StudentListing } from '../../components/content/StudentRecords.tsx';
import type { ListEndpoint } from '../../lib/content/list-answer.ts';
import { useRecords } from '../../lib/content/use-records.ts';
import { shownDateTime } from '../../lib/dates/page-dates.ts';
import { useSchool } from '../../lib/school/use-school.ts';
import type { OwnSubmissionOf, SubmissionStatus } from '../../../contract/records/coursework.ts';
import type { FileRecord } from '../../../contract/records/file-record.ts';
import { schoolTimeZone } from '../../stores/school.ts';
import { assignmentTermsText as words } from '../../strings/assignments.ts';
import { assignmentsArea } from './area.ts';
import { termsOf } from './hand-in-terms.ts';
import { ownSubmissions, submissionsByAssignment } from './own-submissions.ts';

// Fetched with the first assignment opened: the list, which most visits read, carries no hand-in.
const StudentAssignmentDetails = lazy(() => import('./StudentAssignmentDetails.tsx'));

const listing = fileRecordListing(assignmentsArea);

/**
 * What the list shows before an assignment's title: its due time at the school (its upload date
 * when it has none), then where the student stands once anything is handed in or past due.
 */
function listDate(record: FileRecord, timeZone: string, status: SubmissionStatus | undefined): string {
  const { due } = termsOf(record);
  const when = due ? words.dueShort(shownDateTime(due, timeZone)) : shownDate(record);
  // Nothing handed in yet goes without saying in a list of work set.
  return status && status !== 'assigned' ? `${when} · ${words.status[status]}` : when;
}

/** A guardian's child's lists (issue 27): the child's assignments and their hand-ins, read only. */
export interface ChildAssignments {
  assignments: ListEndpoint<FileRecord>;
  submissions: ListEndpoint<OwnSubmissionOf>;
}

/**
 * The student's assignments page (island): due times and statuses in the list, and the hand-in
 * with each assignment. A guardian's child's with `child`: the same list and statuses, no hand-in.
 */
export default function StudentAssignments({ child }: { child?: ChildAssignments }) {
  const { school } = useSchool();
  const timeZone = schoolTimeZone(school);
  const submissions = useRecords(child?.submissions ?? ownSubmissions);
  const withTerms = useMemo<StudentListing<FileRecord>>(() => {
    const byAssignment = submissionsByAssignment(submissions.state);
    return {
      ...(child ? childListing(listing, child.assignments) : listing),
      layout: { kind: 'list', titleOf: (record) => record.title, dateOf: (record) => listDate(record, timeZone, byAssignment?.get(record._id)?.status) },
      view: (record, back) => (
        <Suspense fallback={<Skeleton rows={4} />}>
          <StudentAssignmentDetails record={record} back={back} submissions={submissions} timeAtSchool={(instant) => shownDateTime(instant, timeZone)} readOnly={child !== undefined} />
        </Suspense>
      ),
    };
  }, [timeZone, submissions, child]);
  return <StudentRecords listing={withTerms} />;
}
