import { BackButton } from '../../components/content/ViewHeader.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import { monthReport } from '../../../contract/attendance/report.ts';
import type { CalendarDay } from '../../../contract/dates/codecs.ts';
import { dayParts, firstDayOf, type CalendarMonth } from '../../../contract/dates/month-grid.ts';
import { attendanceText as text } from '../../strings/attendance.ts';
import { datePickerText } from '../../strings/date-picker.ts';

export interface AttendanceReportProps {
  /** The current month, on the device. */
  month: CalendarMonth;
  absentDays: ReadonlySet<CalendarDay>;
  focus: boolean;
  onBack: () => void;
}

/** The student's 'Attendence Report' (spec §2, §9): the month's absences and the most days they can be present. */
export function AttendanceReport({ month, absentDays, focus, onBack }: AttendanceReportProps) {
  const report = monthReport(month, absentDays);
  const figures = [
    [text.absences, report.absences],
    [text.maxPresentDays, report.maxPresentDays],
  ] as const;
  return (
    <section className="flex max-w-md flex-col items-start gap-4">
      <ViewHeading focus={focus}>{text.report}</ViewHeading>
      <p className="text-slate-700">{datePickerText.monthYear(dayParts(firstDayOf(month)))}</p>
      <dl className="grid w-full grid-cols-[1fr_auto] gap-x-6 gap-y-2 rounded-lg bg-white p-4 ring-1 ring-slate-200">
        {figures.map(([term, figure]) => (
          <div key={term} className="contents">
            <dt>{term}</dt>
            <dd className="text-right text-xl font-semibold tabular-nums">{figure}</dd>
          </div>
        ))}
      </dl>
      <BackButton onClick={onBack} />
    </section>
  );
}
