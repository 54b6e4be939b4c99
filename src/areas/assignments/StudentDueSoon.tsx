import { useId, useMemo, useState } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { RecordList } from '../../components/content/RecordList.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import { useRecords, type ListState } from '../../lib/content/use-records.ts';
import { parseStudentView, studentViewSearch } from '../../lib/content/url-mode.ts';
import { useUrlMode } from '../../lib/content/use-url-mode.ts';
import { shownDateTime } from '../../lib/dates/page-dates.ts';
import { useSchool } from '../../lib/school/use-school.ts';
import { schoolTimeZone } from '../../stores/school.ts';
import type { OwnSubmissionOf } from '../../../contract/records/coursework.ts';
import type { FileRecord } from '../../../contract/records/file-record.ts';
import { sectionHref } from '../../navigation/sections.ts';
import { assignmentTermsText as words } from '../../strings/assignments.ts';
import { assignmentsArea } from './area.ts';
import { DUE_SOON_DAYS, isDueSoon, termsOf } from './hand-in-terms.ts';
import { ownSubmissions, submissionsByAssignment } from './own-submissions.ts';

/** An assignment's own view on the assignments page. */
const hrefOf = (record: FileRecord) => `${sectionHref('student', assignmentsArea.name)}${studentViewSearch({ id: record._id, area: null })}`;

/** Both lists' state, each assignment with its submission: loading or failed while either is. */
function withSubmissions(assignments: ListState<FileRecord>, submissions: ListState<OwnSubmissionOf>): ListState<[FileRecord, OwnSubmissionOf | undefined]> {
  if (assignments.status !== 'ready') return assignments;
  if (submissions.status !== 'ready') return submissions;
  const byAssignment = submissionsByAssignment(submissions);
  return { status: 'ready', records: assignments.records.map((record) => [record, byAssignment?.get(record._id)]) };
}

/** Nothing handed in yet: what "Due soon" reminds of. */
const stillToDo = (submission: OwnSubmissionOf | undefined) => submission === undefined || submission.status === 'assigned';

/**
 * "Due soon" (due in the next 3 days, nothing handed in yet) and "Overdue" (past due with nothing
 * handed in, as the server's status says) on Today's Task and the student's Home; each links to
 * the assignment's page.
 */
export function StudentDueSoon() {
  const assignments = useRecords(assignmentsArea.student);
  const submissions = useRecords(ownSubmissions);
  // One "now" per visit: the lists do not reshuffle while read.
  const [now] = useState(() => Date.now());
  const both = useMemo(() => withSubmissions(assignments.state, submissions.state), [assignments.state, submissions.state]);
  const assignmentsWhere = (keep: (record: FileRecord, submission: OwnSubmissionOf | undefined) => boolean): ListState<FileRecord> =>
    both.status === 'ready' ? { status: 'ready', records: both.records.filter(([record, submission]) => keep(record, submission)).map(([record]) => record) } : both;
  const retry = () => {
    if (assignments.state.status === 'failed') assignments.retry();
    if (submissions.state.status === 'failed') submissions.retry();
  };
  // A record the page's other lists opened is shown alone.
  const { mode } = useUrlMode(parseStudentView, studentViewSearch);
  if (mode.id !== null) return null;
  return (
    <div className="flex flex-col gap-8">
      <DueList heading={words.dueSoon(DUE_SOON_DAYS)} state={assignmentsWhere((record, submission) => isDueSoon(record, now) && stillToDo(submission))} onRetry={retry} />
      <DueList heading={words.overdue} state={assignmentsWhere((_, submission) => submission?.status === 'missing')} onRetry={retry} />
    </div>
  );
}

interface DueListProps {
  heading: { heading: string; none: string };
  state: ListState<FileRecord>;
  onRetry: () => void;
}

/** One of the two lists: each assignment's due time at the school, then its title. */
function DueList({ heading, state, onRetry }: DueListProps) {
  const headingId = useId();
  const { school } = useSchool();
  return (
    <section className="flex flex-col gap-4">
      <ViewHeading focus={false} id={headingId}>
        {heading.heading}
      </ViewHeading>
      <div className="min-h-11">
        <DataState state={state} onRetry={onRetry} empty={heading.none} rows={1}>
          {(records) => (
            <RecordList
              records={records}
              labelledBy={headingId}
              titleOf={(record) => record.title}
              dateOf={(record) => words.dueShort(shownDateTime(termsOf(record).due ?? '', schoolTimeZone(school)))}
              hrefOf={hrefOf}
              onOpen={(record) => location.assign(hrefOf(record))}
            />
          )}
        </DataState>
      </div>
    </section>
  );
}
