import { calendarDayOf, dayMonthYear, isSameDay, type CalendarDay } from '../dates/codecs.ts';
import type { FileRecord } from './file-record.ts';

/** The upload date an assignment or a note is sent with: the device's own day, `22/Nov/2026`. */
export function uploadDate(now = new Date()): string {
  return dayMonthYear.format(calendarDayOf(now));
}

/** The records uploaded on `day` (Today's Task): each date is read with the codec, never compared as text. */
export function recordsOfDay(records: readonly FileRecord[], day: CalendarDay): FileRecord[] {
  return records.filter((record) => isSameDay(dayMonthYear, record.date, day));
}
