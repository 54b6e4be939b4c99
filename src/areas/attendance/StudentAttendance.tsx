import clsx from 'clsx';
import { useId } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import { Button } from '../../components/ui/button.tsx';
import { absentDaysIn, statusOn, type AttendanceStatus } from '../../../contract/attendance/report.ts';
import { useRecords } from '../../lib/content/use-records.ts';
import { useUrlMode } from '../../lib/content/use-url-mode.ts';
import { calendarDayOf } from '../../../contract/dates/codecs.ts';
import { dayParts, monthOf } from '../../../contract/dates/month-grid.ts';
import { attendanceText as text } from '../../strings/attendance.ts';
import { datePickerText } from '../../strings/date-picker.ts';
import { studentAttendance } from './area.ts';
import { AttendanceCalendar } from './AttendanceCalendar.tsx';
import { AttendanceReport } from './AttendanceReport.tsx';
import { attendanceViewSearch, calendarOn, parseStudentView } from './views.ts';

const statusTone: Record<AttendanceStatus, string> = {
  present: 'bg-green-100 text-green-900',
  absent: 'bg-red-100 text-red-900',
  holiday: 'bg-slate-200 text-slate-900',
};

/**
 * The student's Attendance page (spec §2, §4; island): the calendar with the chosen day's
 * status, and the 'Attendence Report' of the current month with Back (`?mode=report`).
 */
export default function StudentAttendance() {
  const nav = useUrlMode(parseStudentView, attendanceViewSearch);
  const attendance = useRecords(studentAttendance);
  const headingId = useId();
  const { day: chosen, mode } = nav.mode;
  return (
    <DataState key={mode} state={attendance.state} onRetry={attendance.retry} rows={6}>
      {(records) => {
        const absentDays = absentDaysIn(records);
        // The device's day, read as the view renders: the static HTML shows the skeleton, never a day.
        const today = calendarDayOf(new Date());
        if (mode === 'report') {
          return <AttendanceReport month={monthOf(today)} absentDays={absentDays} focus={nav.moved} onBack={() => nav.returnTo(calendarOn(chosen))} />;
        }
        const day = chosen ?? today;
        const status = statusOn(day, absentDays);
        return (
          <div className="flex flex-col gap-6 md:flex-row">
            <AttendanceCalendar
              selectedDay={day}
              today={today}
              onSelectDay={(next) => nav.open(calendarOn(next))}
              dayDescription={(each) => text.status[statusOn(each, absentDays)]}
              isMarked={(each) => statusOn(each, absentDays) === 'absent'}
            />
            <section aria-labelledby={headingId} className="flex flex-col items-start gap-4">
              {/* Read out when another day is chosen, so a screen reader hears its status without leaving the grid. */}
              <div aria-live="polite" className="flex flex-col items-start gap-2">
                <ViewHeading focus={nav.moved} id={headingId}>
                  {datePickerText.dayInWords(dayParts(day))}
                </ViewHeading>
                <p className={clsx('rounded-full px-4 py-1 text-lg font-semibold', statusTone[status])}>{text.status[status]}</p>
              </div>
              <Button variant="outline" onClick={() => nav.open({ day: chosen, mode: 'report' })}>
                {text.report}
              </Button>
            </section>
          </div>
        );
      }}
    </DataState>
  );
}
