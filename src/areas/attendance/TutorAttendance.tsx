import { BackButton } from '../../components/content/ViewHeader.tsx';
import { useState } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import { callApi } from '../../lib/api/client.ts';
import { absentIdsOf, markAbsenteesBody, recordsByDay, withDay } from '../../../contract/attendance/absentees.ts';
import type { AttendanceDay } from '../../../contract/records/attendance.ts';
import type { User } from '../../../contract/records/user.ts';
import { closedReason } from '../../lib/attendance/closed-days.ts';
import { showFailure } from '../../lib/content/save-change.ts';
import { useSchool } from '../../lib/school/use-school.ts';
import { useRecords, type ListState, type Records } from '../../lib/content/use-records.ts';
import { useUrlMode, type UrlMode } from '../../lib/content/use-url-mode.ts';
import type { SchoolClass } from '../../../contract/records/school-class.ts';
import { type CalendarDay } from '../../../contract/dates/codecs.ts';
import { shownDayInWords } from '../../lib/dates/page-dates.ts';
import { showToast } from '../../stores/toasts.ts';
import { attendanceText as text } from '../../strings/attendance.ts';
import { classesList } from '../classes/area.ts';
import { studentsList } from '../students/area.ts';
import { isAttendanceDay, tutorAttendance } from './area.ts';
import { ClassRegisterView } from './ClassRegisterView.tsx';
import { MarkAbsentees } from './MarkAbsentees.tsx';
import { RegisterPicker } from './RegisterPicker.tsx';
import { TutorCalendar } from './TutorCalendar.tsx';
import { attendanceViewSearch, calendarOn, parseTutorView, registerOn, type AttendanceView } from './views.ts';
import { schoolToday } from '../../stores/school.ts';

interface ViewProps {
  nav: UrlMode<AttendanceView>;
  attendance: Records<AttendanceDay>;
  /** Loaded with the page, so the form opens at once. */
  students: Records<User>;
  /** Why a day takes no attendance (the school is closed); undefined on a school day. */
  closedOn: (day: CalendarDay) => string | undefined;
}

/**
 * The tutor's Attendance page (spec §2; island): a class's register of a day (`?class=ID&day=…`),
 * or the whole school's, as the product has it: the month calendar and the chosen day's
 * absentees, or the form that marks that day, each a view in the address (`?day=…&mode=mark`).
 */
export default function TutorAttendance() {
  const nav = useUrlMode(parseTutorView, attendanceViewSearch);
  const classes = useRecords(classesList);
  const { mode, classId } = nav.mode;
  if (mode === 'register' && classId) return <ClassRegisterView key={`register ${classId}`} nav={nav} classes={classes.state} classId={classId} />;
  return <WholeSchool nav={nav} classes={classes.state} />;
}

/** The whole school's attendance: the product's calendar and marking form, and the picker that leaves it for a class's register. */
function WholeSchool({ nav, classes }: { nav: UrlMode<AttendanceView>; classes: ListState<SchoolClass> }) {
  const attendance = useRecords(tutorAttendance);
  const students = useRecords(studentsList);
  const { school } = useSchool();
  const props = { nav, attendance, students, closedOn: (day: CalendarDay) => closedReason(day, school) };
  if (nav.mode.mode === 'mark') return <MarkView key="mark" {...props} />;
  return (
    <div className="flex flex-col gap-4">
      <RegisterPicker
        classes={classes.status === 'ready' ? classes.records : []}
        classId={undefined}
        onPick={(id) => id && nav.open(registerOn(id, nav.mode.day))}
      />
      <CalendarView key="calendar" {...props} />
    </div>
  );
}

function CalendarView({ nav, attendance, closedOn }: ViewProps) {
  // The device's day, read as each view renders: the static HTML shows the skeleton, never a day.
  const today = schoolToday();
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
          closedReason={closedOn}
        />
      )}
    </DataState>
  );
}

function MarkView({ nav, attendance, students, closedOn }: ViewProps) {
  const [busy, setBusy] = useState(false);
  // The parser gives the form a day always.
  const day = nav.mode.day ?? schoolToday();
  const heading = text.markAbsenteesOn(shownDayInWords(day));
  const toCalendar = () => nav.returnTo(calendarOn(day));
  const closed = closedOn(day);

  async function save(classList: readonly User[], ticked: ReadonlySet<string>, listed: ReadonlySet<string>) {
    setBusy(true);
    const body = markAbsenteesBody(day, classList, ticked, listed);
    try {
      const answer = await callApi<unknown>(tutorAttendance.path, { method: 'POST', body });
      // The server answers the day as it keeps it; what was sent is the same list, should it not.
      attendance.change((records) => withDay(records, isAttendanceDay(answer) ? answer : body));
      attendance.refresh();
      showToast('success', text.saved(shownDayInWords(day)));
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
      {closed ? (
        <div className="flex flex-col items-start gap-4">
          <p>{closed}</p>
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
