import { BackButton } from '../../components/content/ViewHeader.tsx';
import { useState } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import { callApi } from '../../lib/api/client.ts';
import { absentIdsOf, markAbsenteesBody, recordsByDay, withDay } from '../../../contract/attendance/absentees.ts';
import { isHoliday } from '../../../contract/attendance/report.ts';
import type { AttendanceDay } from '../../../contract/records/attendance.ts';
import type { User } from '../../../contract/records/user.ts';
import { showFailure } from '../../lib/content/save-change.ts';
import { useRecords, type Records } from '../../lib/content/use-records.ts';
import { useUrlMode, type UrlMode } from '../../lib/content/use-url-mode.ts';
import { calendarDayOf, type CalendarDay } from '../../../contract/dates/codecs.ts';
import { dayParts } from '../../../contract/dates/month-grid.ts';
import { showToast } from '../../stores/toasts.ts';
import { attendanceText as text } from '../../strings/attendance.ts';
import { datePickerText } from '../../strings/date-picker.ts';
import { studentsList } from '../students/area.ts';
import { isAttendanceDay, tutorAttendance } from './area.ts';
import { MarkAbsentees } from './MarkAbsentees.tsx';
import { TutorCalendar } from './TutorCalendar.tsx';
import { attendanceViewSearch, calendarOn, parseTutorView, type AttendanceView } from './views.ts';

interface ViewProps {
  nav: UrlMode<AttendanceView>;
  attendance: Records<AttendanceDay>;
  /** Loaded with the page, so the form opens at once. */
  students: Records<User>;
}

const inWords = (day: CalendarDay) => datePickerText.dayInWords(dayParts(day));

/**
 * The tutor's Attendance page (spec §2; island): the month calendar and the chosen day's
 * absentees, or the form that marks that day, each a view in the address (`?day=…&mode=mark`).
 */
export default function TutorAttendance() {
  const nav = useUrlMode(parseTutorView, attendanceViewSearch);
  const attendance = useRecords(tutorAttendance);
  const students = useRecords(studentsList);
  const props = { nav, attendance, students };
  return nav.mode.mode === 'mark' ? <MarkView key="mark" {...props} /> : <CalendarView key="calendar" {...props} />;
}

function CalendarView({ nav, attendance }: ViewProps) {
  // The device's day, read as each view renders: the static HTML shows the skeleton, never a day.
  const today = calendarDayOf(new Date());
  const day = nav.mode.day ?? today;
  return (
    <DataState state={attendance.state} onRetry={attendance.retry} rows={6}>
      {(records) => (
        <TutorCalendar
          records={records}
          day={day}
          today={today}
          focus={nav.moved}
          onSelectDay={(chosen) => nav.open(calendarOn(chosen))}
          onMark={() => nav.open({ day, mode: 'mark' })}
        />
      )}
    </DataState>
  );
}

function MarkView({ nav, attendance, students }: ViewProps) {
  const [busy, setBusy] = useState(false);
  // The parser gives the form a day always.
  const day = nav.mode.day ?? calendarDayOf(new Date());
  const heading = text.markAbsenteesOn(inWords(day));
  const toCalendar = () => nav.returnTo(calendarOn(day));

  async function save(classList: readonly User[], ticked: ReadonlySet<string>, listed: ReadonlySet<string>) {
    setBusy(true);
    const body = markAbsenteesBody(day, classList, ticked, listed);
    try {
      const answer = await callApi<unknown>(tutorAttendance.path, { method: 'POST', body });
      // The server answers the day as it keeps it; what was sent is the same list, should it not.
      attendance.change((records) => withDay(records, isAttendanceDay(answer) ? answer : body));
      attendance.refresh();
      showToast('success', text.saved(inWords(day)));
      toCalendar();
    } catch (error) {
      // The ticks stay as they were, for another try.
      showFailure(error, attendance);
      setBusy(false);
    }
  }

  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <ViewHeading focus={nav.moved}>{heading}</ViewHeading>
      {isHoliday(day) ? (
        <div className="flex flex-col items-start gap-4">
          <p>{text.sundayHoliday}</p>
          <BackButton onClick={toCalendar} />
        </div>
      ) : (
        <DataState state={attendance.state} onRetry={attendance.retry} rows={6}>
          {(records) => (
            <DataState state={students.state} onRetry={students.retry} rows={6}>
              {(classList) => {
                const listed = absentIdsOf(recordsByDay(records).get(day));
                return (
                  <MarkAbsentees
                    students={classList}
                    listed={listed}
                    caption={heading}
                    busy={busy}
                    onSubmit={(ticked) => void save(classList, ticked, listed)}
                    onBack={toCalendar}
                  />
                );
              }}
            </DataState>
          )}
        </DataState>
      )}
    </section>
  );
}
