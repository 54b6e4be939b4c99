import type { AttendanceDay } from '../../../contract/records/attendance.ts';
import type { ClassRegister, RegisterEntry } from '../../../contract/records/register.ts';
import { fieldOf, hasTexts, recordsIn, type ListEndpoint } from '../../lib/content/list-answer.ts';
import { weekdayMonthDayYear, type CalendarDay } from '../../../contract/dates/codecs.ts';
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

/**
 * A month's attendance as a spreadsheet: one row per student (with `classId`, per student of that
 * class), A, L or E on each day absent, late or excused, and a total per mark.
 */
export function attendanceCsv(month: CalendarMonth, classId?: string): { path: string; fileName: string } {
  const query = new URLSearchParams({ month, ...(classId ? { class: classId } : {}) });
  return { path: `${tutorAttendance.path}.csv?${query}`, fileName: classId ? `attendance-${month}-${classId}.csv` : `attendance-${month}.csv` };
}

/** A class's register of a day: read with `GET`, taken with `PUT {entries}`; both answer the register. */
export function registerPath(classId: string, day: CalendarDay): string {
  return `/tutor/home/classes/${encodeURIComponent(classId)}/register/${day}`;
}

const isRegisterEntry = hasTexts<RegisterEntry>(['studentId', 'admissionNo', 'fname', 'status', 'note']);

/** A register as the API answers it. */
export function isClassRegister(value: unknown): value is ClassRegister {
  const entries = fieldOf(value, 'entries');
  return hasTexts<ClassRegister>(['date', 'classId'])(value) && typeof fieldOf(value, 'taken') === 'boolean' && Array.isArray(entries) && entries.every(isRegisterEntry);
}

/** The register of a class on a day, as a list of its one answer, so the page shows it loading, failed or read like any list. */
export function classRegister(classId: string, day: CalendarDay): ListEndpoint<ClassRegister> {
  return { path: registerPath(classId, day), readList: (answer) => recordsIn([answer], isClassRegister) };
}
