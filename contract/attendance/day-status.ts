import type { CalendarDay } from '../dates/codecs.ts';
import type { CalendarMonth } from '../dates/month-grid.ts';
import type { DayStatus, MonthAttendance, RegisterStatus } from '../records/register.ts';
import { daysOf, isClosedDay, type SchoolCalendar } from './school-days.ts';

/** Marks from the mildest to the worst: a student late to one class and absent from another was absent that day. */
const MILDEST_FIRST: readonly RegisterStatus[] = ['present', 'excused', 'late', 'absent'];

/** The worst of a day's marks (`absent` over `late` over `excused` over `present`); undefined when there is none. */
export function worstMark(marks: Iterable<RegisterStatus>): RegisterStatus | undefined {
  let worst: RegisterStatus | undefined;
  for (const mark of marks) if (worst === undefined || MILDEST_FIRST.indexOf(mark) > MILDEST_FIRST.indexOf(worst)) worst = mark;
  return worst;
}

/**
 * A student's status on `day` (school-model.md): `holiday` when the school is closed, whatever
 * a register says; else the worst mark of the registers that covered them; else `not-marked`.
 */
export function dayStatus(day: CalendarDay, school: SchoolCalendar, marks: Iterable<RegisterStatus>): DayStatus {
  if (isClosedDay(day, school)) return 'holiday';
  return worstMark(marks) ?? 'not-marked';
}

/**
 * A student's month as `GET /student/home/attendance` answers it: each day up to `today` (the
 * school's), none after; and the counts over the school days among them.
 *
 * @param marksOn the marks of every register that covered the student on a day
 */
export function monthAttendance(month: CalendarMonth, today: CalendarDay, school: SchoolCalendar, marksOn: (day: CalendarDay) => Iterable<RegisterStatus>): MonthAttendance {
  const days = daysOf(month)
    .filter((day) => day <= today)
    .map((day) => ({ date: day, status: dayStatus(day, school, marksOn(day)) }));
  const count = (status: DayStatus) => days.filter((day) => day.status === status).length;
  return {
    month,
    days,
    counts: {
      present: count('present'),
      absent: count('absent'),
      late: count('late'),
      excused: count('excused'),
      notMarked: count('not-marked'),
      schoolDays: days.length - count('holiday'),
    },
  };
}
