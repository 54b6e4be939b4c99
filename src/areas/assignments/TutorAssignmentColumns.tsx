import { RecordLink } from '../../components/content/RecordLink.tsx';
import type { Column } from '../../components/content/RecordTable.tsx';
import { tutorModeSearch, type FileRecordMode } from '../../lib/content/url-mode.ts';
import type { UrlMode } from '../../lib/content/use-url-mode.ts';
import { shownDateTime } from '../../lib/dates/page-dates.ts';
import { useSchool } from '../../lib/school/use-school.ts';
import { schoolTimeZone } from '../../stores/school.ts';
import type { AssignmentTerms, HandInCounts } from '../../../contract/records/coursework.ts';
import type { FileRecord } from '../../../contract/records/file-record.ts';
import { handInsText as text, statusOrder } from '../../strings/hand-ins.ts';

/** An assignment as the tutor's list answers it: a file record with its terms and hand-in counts. */
export type TutorAssignment = FileRecord & Partial<AssignmentTerms> & { handIns?: HandInCounts };

/** An instant on the school's clock: `30 Nov 2026, 17:00`. */
export function SchoolTime({ instant }: { instant: string }) {
  const { school } = useSchool();
  return <time dateTime={instant}>{shownDateTime(instant, schoolTimeZone(school))}</time>;
}

/**
 * The counts worth saying, in words: '12 handed in · 3 late · 35 missing'. The dots are for the
 * eye; a screen reader hears the counts with commas between them.
 */
function HandInCountsText({ counts }: { counts: HandInCounts }) {
  const said = statusOrder.filter((status) => counts[status] > 0 && status !== 'assigned');
  if (said.length === 0 && counts.assigned === 0) return <>{text.noStudents}</>;
  const words = (said.length > 0 ? said : (['assigned'] as const)).map((status) => text.count(counts[status], status));
  return (
    // Relative: the hidden words stay inside the table's scrolling box, not past a phone's screen.
    <span className="relative">
      <span aria-hidden="true">{words.join(' · ')}</span>
      <span className="sr-only">{words.join(', ')}</span>
    </span>
  );
}

/** The tutor's list columns after date and title: the due time, and the hand-in counts opening the hand-in view. */
export function assignmentColumns(nav: UrlMode<FileRecordMode>): Column<FileRecord>[] {
  const handIns = (record: FileRecord): FileRecordMode => ({ name: 'handIns', id: record._id });
  return [
    {
      header: text.dueColumn,
      narrow: true,
      cell: (record: TutorAssignment) => (record.due ? <SchoolTime instant={record.due} /> : text.noDue),
    },
    {
      header: text.handInsColumn,
      cell: (record: TutorAssignment) =>
        record.handIns ? (
          <RecordLink href={tutorModeSearch(handIns(record))} onOpen={() => nav.open(handIns(record))}>
            <HandInCountsText counts={record.handIns} />
          </RecordLink>
        ) : null,
    },
  ];
}
