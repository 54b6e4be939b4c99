import { BackButton } from '../../components/content/ViewHeader.tsx';
import { useState, type FormEvent } from 'react';
import { RecordTable, type Column } from '../../components/content/RecordTable.tsx';
import { NetworkButton } from '../../components/ui/network-button.tsx';
import { markingRoll, type RollEntry } from '../../../contract/attendance/absentees.ts';
import type { User } from '../../../contract/records/user.ts';
import { capitalise } from '../../../contract/records/capitalise.ts';
import { attendanceText as text } from '../../strings/attendance.ts';

export interface MarkAbsenteesProps {
  /** The whole class, blocked students included (they are left out of the form, not of the day's list). */
  students: readonly User[];
  /** The ids the day's record lists: the form opens with them ticked. */
  listed: ReadonlySet<string>;
  /** The day's words, naming the table: 'Mark absentees: Monday 23 November 2026'. */
  caption: string;
  /** While the list is being sent: the ticks wait, kept. */
  busy: boolean;
  onSubmit: (ticked: ReadonlySet<string>) => void;
  onBack: () => void;
}

/**
 * The marking form (spec §2): Select, Roll No and Name for every student not blocked, all
 * present until ticked. A tap anywhere on a row ticks it, so 3 absences in a class of 40 are
 * 3 taps and Submit; the count beside Submit says how many are ticked. A school's roll pages
 * 50 students at a time: the ticks are kept here, not in the rows, so those of every page are
 * counted and sent.
 */
export function MarkAbsentees({ students, listed, caption, busy, onSubmit, onBack }: MarkAbsenteesProps) {
  const roll = markingRoll(students);
  const [ticked, setTicked] = useState(() => new Set(roll.map(({ _id }) => _id).filter((id) => listed.has(id))));

  function toggle({ _id }: RollEntry) {
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(_id)) next.add(_id);
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit(ticked);
  }

  const columns: Column<RollEntry>[] = [
    {
      header: text.select,
      narrow: true,
      cell: (entry) => (
        <input
          type="checkbox"
          aria-label={text.selectStudent(nameOf(entry))}
          checked={ticked.has(entry._id)}
          onChange={() => toggle(entry)}
          disabled={busy}
          className="block size-6 cursor-pointer accent-brand-700"
        />
      ),
    },
    { header: text.rollNo, narrow: true, cell: ({ rollNo }) => rollNo },
    { header: text.name, rowHeader: true, cell: nameOf },
  ];

  const back = <BackButton onClick={onBack} />;
  if (roll.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p>{text.noStudents}</p>
        {back}
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <RecordTable
        records={roll}
        caption={caption}
        columns={columns}
        onRowClick={busy ? undefined : toggle}
        isRowHighlighted={({ _id }) => ticked.has(_id)}
      />
      {/* Kept in view at the bottom of a phone's screen, however long the class. */}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50 py-3">
        {/* aria-disabled while sending, so a refused save leaves the focus on Submit for another try. */}
        <NetworkButton type="submit" aria-disabled={busy || undefined}>
          {text.submit}
        </NetworkButton>
        <p role="status" className="font-medium tabular-nums">
          {text.absentCount(ticked.size)}
        </p>
        <span className="ms-auto">{back}</span>
      </div>
    </form>
  );
}

/** A student's full name as the school shows it: first letter capitalised (spec §3). */
function nameOf({ student }: RollEntry): string {
  return capitalise(student.fname);
}
