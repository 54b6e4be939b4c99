import { BackButton } from '../../components/content/ViewHeader.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import type { MonthAttendance } from '../../../contract/records/register.ts';
import type { CalendarMonth } from '../../../contract/dates/month-grid.ts';
import { shownMonth } from '../../lib/dates/page-dates.ts';
import { attendanceText as text } from '../../strings/attendance.ts';

export interface AttendanceReportProps {
  /** The month the student was viewing. */
  month: CalendarMonth;
  /** The month's counts, over its school days up to today; undefined while another month's are shown. */
  counts: MonthAttendance['counts'] | undefined;
  focus: boolean;
  onBack: () => void;
}

/**
 * The student's 'Attendence Report' (spec §2, §9, school-model.md): the month's school days up to
 * today, and how many of them the student was present, absent, late or excused, or not marked.
 */
export function AttendanceReport({ month, counts, focus, onBack }: AttendanceReportProps) {
  const figures = [
    [text.schoolDays, counts?.schoolDays],
    [text.daysPresent, counts?.present],
    [text.absences, counts?.absent],
    [text.daysLate, counts?.late],
    [text.daysExcused, counts?.excused],
    [text.daysNotMarked, counts?.notMarked],
  ] as const;
  return (
    <section className="flex max-w-md flex-col items-start gap-4">
      <ViewHeading focus={focus}>{text.report}</ViewHeading>
      <p className="text-slate-700">{shownMonth(month)}</p>
      <dl className="grid w-full grid-cols-[1fr_auto] gap-x-6 gap-y-2 rounded-lg bg-white p-4 ring-1 ring-slate-200">
        {figures.map(([term, figure]) => (
          <div key={term} className="contents">
            <dt>{term}</dt>
            <dd className="text-end text-xl font-semibold tabular-nums">{figure ?? '…'}</dd>
          </div>
        ))}
      </dl>
      <BackButton onClick={onBack} />
    </section>
  );
}
