import { useId, useMemo, useState } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { DayStatus, MonthAttendance } from '../../../contract/records/register.ts';
import { useRecords } from '../../lib/content/use-records.ts';
import { useUrlMode } from '../../lib/content/use-url-mode.ts';
import { type CalendarDay } from '../../../contract/dates/codecs.ts';
import { firstDayOf, monthOf, type CalendarMonth } from '../../../contract/dates/month-grid.ts';
import { shownDayInWords } from '../../lib/dates/page-dates.ts';
import { attendanceText as text } from '../../strings/attendance.ts';
import type { ListEndpoint } from '../../lib/content/list-answer.ts';
import { studentMonth } from './student-month.ts';
import { AttendanceCalendar } from './AttendanceCalendar.tsx';
import { AttendanceReport } from './AttendanceReport.tsx';
import { StatusKey, StatusLetter } from './StatusLetter.tsx';
import { attendanceViewSearch, calendarOn, parseStudentView } from './views.ts';
import { schoolToday } from '../../stores/school.ts';

/** Every status a student's calendar shows, in the key's order. */
const CALENDAR_STATUSES: readonly DayStatus[] = ['present', 'absent', 'late', 'excused', 'not-marked', 'holiday'];

/**
 * The student's Attendance page (spec §2, §4; island): the calendar of the month in view, each
 * day up to today with its status's letter (and its word read out), the chosen day's status,
 * and the 'Attendence Report' of the month with Back (`?mode=report`). Each month is read as it
 * comes into view (`GET /student/home/attendance?month=`); days after today have no status. A
 * guardian reads a child's with `readMonth`, the child's month.
 */
export default function StudentAttendance({ readMonth = studentMonth }: { readMonth?: (month: CalendarMonth) => ListEndpoint<MonthAttendance> }) {
  const nav = useUrlMode(parseStudentView, attendanceViewSearch);
  const headingId = useId();
  const { day: chosen, mode } = nav.mode;
  // The device's day, read as the view renders: the static HTML shows the skeleton, never a day.
  const today = schoolToday();
  const day = chosen ?? today;
  const [shownMonth, setShownMonth] = useState(() => monthOf(day));
  const [shownFor, setShownFor] = useState(day);
  // The chosen day's month comes into view with it (Back, a reload), as the calendar does.
  if (shownFor !== day) {
    setShownFor(day);
    setShownMonth(monthOf(day));
  }
  const month = mode === 'report' ? monthOf(day) : shownMonth;
  const attendance = useRecords(useMemo(() => readMonth(month), [readMonth, month]));
  return (
    <DataState key={mode} state={attendance.state} onRetry={attendance.retry} rows={6}>
      {([read]) => {
        const counts = read?.month === month ? read.counts : undefined;
        if (mode === 'report') return <AttendanceReport month={month} counts={counts} focus={nav.moved} onBack={() => nav.returnTo(calendarOn(chosen))} />;
        const statuses = new Map<CalendarDay, DayStatus>(read?.days.map((each) => [each.date, each.status]));
        const status = statuses.get(day);
        // The report is of the month in view: opened on the chosen day when it is in it, else on the month's first.
        const reportDay = monthOf(day) === shownMonth ? chosen : firstDayOf(shownMonth);
        return (
          <div className="flex flex-col gap-6 md:flex-row">
            <AttendanceCalendar
              selectedDay={day}
              today={today}
              onSelectDay={(next) => nav.open(calendarOn(next))}
              onShowMonth={setShownMonth}
              dayDescription={(each) => {
                const marked = statuses.get(each);
                return marked && text.status[marked];
              }}
              dayMark={(each) => {
                const marked = statuses.get(each);
                return marked ? <StatusLetter status={marked} className="absolute -end-1 -top-1 size-4 text-[0.625rem] leading-none" /> : null;
              }}
              footer={() => <StatusKey statuses={CALENDAR_STATUSES} />}
            />
            <section aria-labelledby={headingId} className="flex flex-col items-start gap-4">
              {/* Read out when another day is chosen, so a screen reader hears its status without leaving the grid. */}
              <div aria-live="polite" className="flex flex-col items-start gap-2">
                <ViewHeading focus={nav.moved} id={headingId}>
                  {shownDayInWords(day)}
                </ViewHeading>
                {status ? (
                  <p className="flex items-center gap-2 text-lg font-semibold">
                    <StatusLetter status={status} className="size-8 text-base" />
                    <span>{text.status[status]}</span>
                  </p>
                ) : null}
              </div>
              <Button variant="outline" onClick={() => nav.open({ day: reportDay, mode: 'report' })}>
                {text.report}
              </Button>
            </section>
          </div>
        );
      }}
    </DataState>
  );
}
