import { calendarDayOf, dayMonthYear, type DateCodec } from '../../../contract/dates/codecs.ts';

/** Today on the device's own calendar, written in `codec`: the date a new record is sent with. */
export function todayIn(codec: DateCodec, now = new Date()): string {
  return codec.format(calendarDayOf(now));
}

/** The upload date an assignment or a note is sent with: `22/Nov/2026`. */
export function uploadDate(now = new Date()): string {
  return todayIn(dayMonthYear, now);
}
