import { dayMonthYear, type DateCodec } from '../../../contract/dates/codecs.ts';
import type { SchoolSettings } from '../../../contract/records/school.ts';
import { $school, schoolToday } from '../../stores/school.ts';

/**
 * Today at the school (its time zone, `schoolToday`), written in `codec`: the date a new record
 * is sent with, so it is the day the school's "today" lists match.
 */
export function todayIn(codec: DateCodec, now = new Date(), school: SchoolSettings | undefined = $school.get()): string {
  return codec.format(schoolToday(now, school));
}

/** The upload date an assignment or a note is sent with: `22/Nov/2026`. */
export function uploadDate(now = new Date(), school: SchoolSettings | undefined = $school.get()): string {
  return todayIn(dayMonthYear, now, school);
}
