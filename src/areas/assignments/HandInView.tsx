import { useId, useMemo, useState, type ReactNode } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { DownloadButton } from '../../components/content/DownloadButton.tsx';
import { RecordTable, type Column } from '../../components/content/RecordTable.tsx';
import { ViewHeader } from '../../components/content/ViewHeader.tsx';
import { ArrowLeft } from '../../components/icons/arrow-left.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldFrame } from '../../components/ui/field-frame.tsx';
import { selectRecords, useRecords } from '../../lib/content/use-records.ts';
import type { SubmissionStatus } from '../../../contract/records/coursework.ts';
import { handInsText as text, statusOrder, statusText } from '../../strings/hand-ins.ts';
import { HandInFiles } from './HandInFiles.tsx';
import { HandInReview } from './HandInReview.tsx';
import { handInsEndpoint, rowsToShow, submissionsPath, type HandInRow } from './hand-ins-rows.ts';
import type { TutorAssignment } from './TutorAssignmentColumns.tsx';

export interface HandInViewProps {
  assignment: TutorAssignment;
  /** The tutor's list of assignments, under which each one's hand-ins are. */
  listPath: string;
  /**
   * An instant on the school's clock. Given by the page, which knows the school's settings: this
   * view imports nothing of the shell's, whose stylesheet a view loaded on demand cannot fetch.
   */
  timeOf: (instant: string) => ReactNode;
  focus: boolean;
  onBack: () => void;
}

function columns(open: (row: HandInRow) => void, timeOf: (instant: string) => ReactNode): Column<HandInRow>[] {
  return [
    { header: text.rollNo, narrow: true, cell: (row) => row.admissionNo },
    {
      header: text.name,
      rowHeader: true,
      cell: (row) => (
        <button type="button" onClick={() => open(row)} className="min-h-11 min-w-11 text-start font-medium break-words text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {row.fname}
        </button>
      ),
    },
    { header: text.status, narrow: true, cell: (row) => statusText[row.status] },
    { header: text.handedInAt, narrow: true, cell: (row) => (row.handedInAt ? timeOf(row.handedInAt) : null) },
    { header: text.files, cell: (row) => <HandInFiles files={row.files} /> },
    { header: text.grade, narrow: true, cell: (row) => row.grade ?? '' },
  ];
}

/**
 * The hand-in table of one assignment (issue 26): every student it is for, handed-in work
 * first, filtered by status; a student's name opens their submission to grade and return.
 * Loaded only when the view opens, so the list page does not carry it.
 */
export default function HandInView({ assignment, listPath, timeOf, focus, onBack }: HandInViewProps) {
  const submissions = submissionsPath(listPath, assignment._id);
  const endpoint = useMemo(() => handInsEndpoint(submissions), [submissions]);
  const rows = useRecords(endpoint);
  const [status, setStatus] = useState<SubmissionStatus | 'all'>('all');
  const [opened, setOpened] = useState<string | null>(null);
  // The student whose submission was just closed: the table shows their page, and its heading takes the focus.
  const [left, setLeft] = useState<string | null>(null);
  const headingId = useId();
  const openedRow = rows.state.status === 'ready' ? rows.state.records.find((row) => row._id === opened) : undefined;

  if (openedRow) {
    return (
      <HandInReview
        submissions={submissions}
        timeOf={timeOf}
        points={assignment.points}
        row={openedRow}
        focus
        onSaved={(saved) => {
          rows.change((all) => all.map((row) => (row._id === saved._id ? saved : row)));
          rows.refresh();
        }}
        onBack={() => {
          setLeft(opened);
          setOpened(null);
        }}
      />
    );
  }

  const back = (
    <Button variant="outline" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="size-5" />
      {text.back}
    </Button>
  );
  const heading = text.heading(assignment.title);
  return (
    <section className="flex flex-col gap-4" aria-labelledby={headingId}>
      <ViewHeader focus={focus || left !== null} id={headingId} action={back}>
        {heading}
      </ViewHeader>
      {assignment.due ? (
        <p>
          {text.dueColumn}: {timeOf(assignment.due)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <FieldFrame label={text.filter}>
          {(control) => (
            <select {...control} value={status} onChange={(event) => setStatus(event.target.value as SubmissionStatus | 'all')} className="h-11 rounded-md border border-slate-300 bg-white px-3 text-base">
              <option value="all">{text.allStatuses}</option>
              {statusOrder.map((each) => (
                <option key={each} value={each}>
                  {statusText[each]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <DownloadButton path={`${submissions}.zip`} fileName={`${assignment.title}.zip`} label={text.downloadAll} />
      </div>
      <DataState state={selectRecords(rows.state, (all) => rowsToShow(all, status))} onRetry={rows.retry} empty={status === 'all' ? text.empty : text.noneWithStatus}>
        {(shown) => <RecordTable records={shown} caption={heading} columns={columns((row) => setOpened(row._id), timeOf)} holding={left} />}
      </DataState>
    </section>
  );
}
