import type { AttendanceDay } from '../../../contract/records/attendance.ts';
import { fieldOf, recordsIn, type ListEndpoint } from '../../lib/content/list-answer.ts';
import { weekdayMonthDayYear } from '../../../contract/dates/codecs.ts';
import type { CalendarMonth } from '../../../contract/dates/month-grid.ts';

const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every((each) => typeof each === 'string');

/** One day's record as the wire carries it: `{absentees: {selectedRows, date, studentIds}}`, its date a real `Mon Nov 23 2026`. */
export function isAttendanceDay(value: unknown): value is AttendanceDay {
  const absentees = fieldOf(value, 'absentees');
  const date = fieldOf(absentees, 'date');
  return (
    isTexts(fieldOf(absentees, 'selectedRows')) &&
    isTexts(fieldOf(absentees, 'studentIds')) &&
    typeof date === 'string' &&
    weekdayMonthDayYear.parse(date) !== null
  );
}

const readDays = (answer: unknown) => recordsIn(fieldOf(answer, 'absentees'), isAttendanceDay);

/** The tutor's records (spec §7): `{absentees: [day]}`, one per marked day. Marking a day is `POST` to the same path. */
export const tutorAttendance: ListEndpoint<AttendanceDay> = { path: '/tutor/home/attendence', readList: readDays };

/** The student's own records: the same shape, holding only the days that student was absent. */
export const studentAttendance: ListEndpoint<AttendanceDay> = { path: '/student/home/attendence', readList: readDays };

/** A month's attendance as a spreadsheet: one row per student, A for each absence, and a total. */
export function attendanceCsv(month: CalendarMonth): { path: string; fileName: string } {
  return { path: `${tutorAttendance.path}.csv?month=${encodeURIComponent(month)}`, fileName: `attendance-${month}.csv` };
}
