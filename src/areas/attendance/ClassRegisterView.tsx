import { useMemo, useState } from 'react';
import { DataState } from '../../components/content/DataState.tsx';
import { ViewHeading } from '../../components/content/ViewHeading.tsx';
import { callApi } from '../../lib/api/client.ts';
import { takeRegisterBody, type Marks } from '../../lib/attendance/register-marks.ts';
import { showFailure } from '../../lib/content/save-change.ts';
import { useRecords, type ListState, type Records } from '../../lib/content/use-records.ts';
import type { UrlMode } from '../../lib/content/use-url-mode.ts';
import { dayInZone } from '../../../contract/dates/time-zones.ts';
import { monthOf } from '../../../contract/dates/month-grid.ts';
import { shownDay, shownDayInWords, shownTime } from '../../lib/dates/page-dates.ts';
import { capitalise } from '../../../contract/records/capitalise.ts';
import type { ClassRegister } from '../../../contract/records/register.ts';
import type { SchoolClass } from '../../../contract/records/school-class.ts';
import { showToast } from '../../stores/toasts.ts';
import { attendanceText as text } from '../../strings/attendance.ts';
import { classRegister, isClassRegister, registerPath } from './area.ts';
import { DownloadCsv } from './DownloadCsv.tsx';
import { RegisterDay } from './RegisterDay.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { RegisterPicker } from './RegisterPicker.tsx';
import { calendarOn, registerOn, type AttendanceView } from './views.ts';
import { schoolTimeZone, schoolToday } from '../../stores/school.ts';

export interface ClassRegisterViewProps {
  nav: UrlMode<AttendanceView>;
  /** Every class, for the picker and the class's name. */
  classes: ListState<SchoolClass>;
  classId: string;
}

/**
 * A class's register of a day (`?class=ID&day=…`): the register picker and the day, whether it
 * is taken (when, and by whom), and the form that takes it or changes it; the class's month as a
 * spreadsheet. On a day the school is closed, why there is no register.
 */
export function ClassRegisterView({ nav, classes, classId }: ClassRegisterViewProps) {
  // The device's day, read as the view renders: the static HTML shows the skeleton, never a day.
  const day = nav.mode.day ?? schoolToday();
  const register = useRecords(useMemo(() => classRegister(classId, day), [classId, day]));
  const shown = classes.status === 'ready' ? classes.records : [];
  const className = shown.find((each) => each._id === classId)?.name;
  const heading = className ? text.registerOf(className, shownDayInWords(day)) : shownDayInWords(day);
  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <ViewHeading focus={nav.moved}>{heading}</ViewHeading>
      <RegisterPicker classes={shown} classId={classId} onPick={(id) => nav.open(id ? registerOn(id, nav.mode.day) : calendarOn(nav.mode.day))} />
      <RegisterDay day={day} onDay={(next) => nav.open(registerOn(classId, next))} />
      <DataState state={register.state} onRetry={register.retry} rows={8}>
        {([read]) =>
          // Another day's or class's register is not shown while this one's is on its way.
          read?.date === day && read.classId === classId ? (
            <DayRegister key={read.takenAt ?? ''} register={read} records={register} caption={heading} className={className ?? ''} />
          ) : null
        }
      </DataState>
    </section>
  );
}

interface DayRegisterProps {
  register: ClassRegister;
  /** The register as a list of its one answer: a save replaces it. */
  records: Records<ClassRegister>;
  caption: string;
  className: string;
}

/** Whether the register is taken (when, by whom), its form, and the class's month to download. */
function DayRegister({ register, records, caption, className }: DayRegisterProps) {
  const [busy, setBusy] = useState(false);

  async function save(marks: Marks) {
    setBusy(true);
    try {
      const answer = await callApi<unknown>(registerPath(register.classId, register.date), { method: 'PUT', body: takeRegisterBody(marks) });
      showToast('success', text.registerSaved(caption));
      // The server answers the register as taken; read again should it not.
      if (isClassRegister(answer)) records.change(() => [answer]);
      else records.refresh();
    } catch (error) {
      // The marks stay as they were, for another try.
      showFailure(error, records);
    } finally {
      setBusy(false);
    }
  }

  const download = <DownloadCsv month={monthOf(register.date)} classId={register.classId} className={className} />;
  if (register.closed) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p>{text.closedDay}</p>
        {download}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="font-medium">
        {register.taken && register.takenAt ? text.taken(shownTime(register.takenAt), shownDay(dayInZone(new Date(register.takenAt), schoolTimeZone())), capitalise(register.takenBy ?? '')) : text.notTaken}
      </p>
      {register.entries.length === 0 ? <p>{text.noRoster}</p> : <RegisterForm register={register} caption={caption} busy={busy} onSave={(marks) => void save(marks)} />}
      {download}
    </div>
  );
}
