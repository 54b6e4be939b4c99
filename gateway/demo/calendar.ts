import { calendarDayOf, type CalendarDay } from '../../contract/dates/codecs.ts';
import { addDays, addYears, isoWeekday } from '../../contract/dates/month-grid.ts';

/** The demo school's year: the twelve months up to today, and the days it taught on. */
export interface SchoolYear {
  /** The day after the same date a year ago. */
  first: CalendarDay;
  today: CalendarDay;
  /** Every Monday to Saturday from `first` to `today`, both included, in order. */
  schoolDays: CalendarDay[];
  /** The school days by week, Monday to Saturday, in order; the first and last may be short. */
  weeks: CalendarDay[][];
}

/**
 * The school year ending today, in the device's own calendar (as the app reads "today").
 *
 * @param now the demo's present moment
 * @example schoolYearUpTo(new Date('2026-11-22T10:00')) // first '2025-11-23', today '2026-11-22'
 */
export function schoolYearUpTo(now: Date): SchoolYear {
  const today = calendarDayOf(now);
  const first = addDays(addYears(today, -1), 1);
  const schoolDays = schoolDaysBetween(first, today);
  const weeks = new Map<CalendarDay, CalendarDay[]>();
  for (const day of schoolDays) {
    const monday = addDays(day, 1 - isoWeekday(day));
    weeks.set(monday, [...(weeks.get(monday) ?? []), day]);
  }
  return { first, today, schoolDays, weeks: [...weeks.values()] };
}

/**
 * Every day but Sunday from `first` to `last`, both included: the school's settings close
 * Sundays unless told otherwise, and registers are taken on every other day.
 *
 * @param first the first day to consider
 * @param last the last day to consider
 * @example schoolDaysBetween('2026-11-21', '2026-11-23') // ['2026-11-21', '2026-11-23']
 */
export function schoolDaysBetween(first: CalendarDay, last: CalendarDay): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (isoWeekday(day) !== 7) days.push(day);
  }
  return days;
}

/**
 * The moment at `hour`:`minute` on `day` in the device's own time zone, never later than
 * `latest`: a record made "this afternoon" must not be dated after the demo's present.
 *
 * @param day the day
 * @param hour 0 to 23, local time
 * @param minute 0 to 59
 * @param latest the demo's present
 * @example momentOn('2026-11-20', 9, 30, now) // Fri 20 Nov 2026, 09:30 local time
 */
export function momentOn(day: CalendarDay, hour: number, minute: number, latest: Date): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moment = new Date(year, month - 1, date, hour, minute);
  return moment > latest ? latest : moment;
}
