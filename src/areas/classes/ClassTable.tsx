import type { Column } from '../../components/content/RecordTable.tsx';
import { RecordTable } from '../../components/content/RecordTable.tsx';
import { capitalise } from '../../../contract/records/capitalise.ts';
import type { Records } from '../../lib/content/use-records.ts';
import { classesText as text } from '../../strings/classes.ts';
import type { ClassRow } from './area.ts';
import { ArchiveDialog } from './ArchiveDialog.tsx';
import { ClassNameDialog } from './ClassNameDialog.tsx';
import { RosterDialog } from './RosterDialog.tsx';
import { TutorsDialog } from './TutorsDialog.tsx';

export interface ClassTableProps {
  /** The classes shown: all of them, or the tutor's own. */
  classes: readonly ClassRow[];
  list: Records<ClassRow>;
  caption: string;
  /** Whether the tutor runs the school: then each row has its changes, else only its roster to read. */
  admin: boolean;
}

/**
 * The classes as a table: Class (an archived one marked, and read out so), Tutors by name,
 * Students counted, and the row's actions, each button named with its class.
 */
export function ClassTable({ classes, list, caption, admin }: ClassTableProps) {
  const columns: Column<ClassRow>[] = [
    {
      header: text.nameColumn,
      rowHeader: true,
      cell: ({ name, archived }) => (
        <span className={archived ? 'flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600' : undefined}>
          {name}
          {/* The space keeps the marker a word of its own in the row's name, as a screen reader reads it. */}
          {archived ? (
            <>
              {' '}
              <span className="rounded bg-slate-700 px-2 py-0.5 text-sm font-semibold text-white">{text.archivedMarker}</span>
            </>
          ) : null}
        </span>
      ),
    },
    { header: text.tutorsColumn, cell: ({ tutors }) => (tutors.length > 0 ? tutors.map(({ fname }) => capitalise(fname)).join(', ') : text.noTutors) },
    { header: text.studentsColumn, narrow: true, cell: ({ studentCount }) => <span className="tabular-nums">{studentCount}</span> },
    {
      header: text.actionsColumn,
      narrow: true,
      cell: (schoolClass) => (
        // Stacked on a phone, so the columns fit its width; side by side where there is room.
        <div className="flex flex-col gap-2 lg:flex-row">
          {admin ? <ClassNameDialog list={list} schoolClass={schoolClass} /> : null}
          {admin ? <TutorsDialog list={list} schoolClass={schoolClass} /> : null}
          <RosterDialog list={list} schoolClass={schoolClass} admin={admin} />
          {admin ? <ArchiveDialog list={list} schoolClass={schoolClass} /> : null}
        </div>
      ),
    },
  ];
  return <RecordTable records={classes} caption={caption} columns={columns} />;
}
