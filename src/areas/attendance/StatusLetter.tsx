import clsx from 'clsx';
import type { DayStatus } from '../../../contract/records/register.ts';
import { attendanceText as text } from '../../strings/attendance.ts';

/** Each status's colours: always beside its letter and its word, never alone. */
const statusTone: Record<DayStatus, string> = {
  present: 'bg-green-100 text-green-900',
  absent: 'bg-red-100 text-red-900',
  late: 'bg-amber-100 text-amber-900',
  excused: 'bg-sky-100 text-sky-900',
  'not-marked': 'bg-slate-100 text-slate-700',
  holiday: 'bg-slate-200 text-slate-900',
};

/** A status's letter in its colours, for the eye only: the words that say it are beside it or read with it. */
export function StatusLetter({ status, className }: { status: DayStatus; className?: string }) {
  return (
    <span aria-hidden="true" className={clsx('inline-flex items-center justify-center rounded font-bold', statusTone[status], className)}>
      {text.letter[status]}
    </span>
  );
}

/** What each letter of a calendar or a register says: P Present, A Absent, … */
export function StatusKey({ statuses }: { statuses: readonly DayStatus[] }) {
  return (
    <ul aria-label={text.calendarKey} className="flex flex-wrap gap-x-3 gap-y-1 px-1 text-sm text-slate-700">
      {statuses.map((status) => (
        <li key={status} className="flex items-center gap-1">
          <StatusLetter status={status} className="size-5 text-xs" />
          {text.status[status]}
        </li>
      ))}
    </ul>
  );
}
