import { isClosedDay, type SchoolCalendar } from '../../../contract/attendance/school-days.ts';
import type { CalendarDay } from '../../../contract/dates/codecs.ts';
import { isoWeekday } from '../../../contract/dates/month-grid.ts';
import { registerMessages } from '../../../contract/strings/registers.ts';
import { attendanceMessages } from '../../../contract/strings/validation.ts';

/** The product's calendar, until the school's settings are read: closed on Sundays. */
const SUNDAYS_CLOSED: SchoolCalendar = { closedWeekdays: [0], holidays: [] };

/**
 * Why no attendance is taken on `day`, in the words the server refuses it with; undefined on a
 * school day. A Sunday keeps the product's own sentence.
 *
 * @param school the school's settings; the product's Sundays until they are read
 */
export function closedReason(day: CalendarDay, school: SchoolCalendar | undefined): string | undefined {
  const calendar = school ?? SUNDAYS_CLOSED;
  if (!isClosedDay(day, calendar)) return undefined;
  return isoWeekday(day) === 7 && !calendar.holidays.includes(day) ? attendanceMessages.sunday : registerMessages.closedDay;
}
