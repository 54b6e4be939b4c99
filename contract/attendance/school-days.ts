import type { CalendarDay } from '../dates/codecs.ts';
import { addDays, firstDayOf, isoWeekday, monthOf, type CalendarMonth } from '../dates/month-grid.ts';
import type { SchoolSettings } from '../records/school.ts';

/** What of the school settings says when the school is open. */
export type SchoolCalendar = Pick<SchoolSettings, 'closedWeekdays' | 'holidays'>;

/** Whether the school is closed on `day`: one of its closed weekdays (0 = Sunday … 6) or a holiday. No register is taken then. */
export function isClosedDay(day: CalendarDay, school: SchoolCalendar): boolean {
  return school.closedWeekdays.includes(isoWeekday(day) % 7) || school.holidays.includes(day);
}

/** Every day of `month`, in order. */
export function daysOf(month: CalendarMonth): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let day = firstDayOf(month); monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The days of `month` the school is open, in order: the columns of the attendance spreadsheet. */
export function schoolDaysOf(month: CalendarMonth, school: SchoolCalendar): CalendarDay[] {
  return daysOf(month).filter((day) => !isClosedDay(day, school));
}
