import type { AttendanceDay } from '../records/attendance.ts';
import type { User } from '../records/user.ts';
import { weekdayMonthDayYear, type CalendarDay } from '../dates/codecs.ts';
import { capitalise } from '../records/capitalise.ts';

/** A student in the tutor's class list, with the roll number the Students page shows them under. */
export interface RollEntry {
  /** The student's id: a table keys its rows by it. */
  _id: string;
  student: User;
  /** The student's admission number: Roll No everywhere (school-model.md), so it tells two of one name apart. */
  rollNo: string;
}

/** The tutor's records by the day each is for, read once: a calendar asks for every day it shows. */
export function recordsByDay(records: readonly AttendanceDay[]): Map<CalendarDay, AttendanceDay> {
  const byDay = new Map<CalendarDay, AttendanceDay>();
  for (const record of records) {
    const day = dayOfRecord(record);
    if (day !== null) byDay.set(day, record);
  }
  return byDay;
}

/** The ids of the students a day's record lists; none for a day never marked. */
export function absentIdsOf(record: AttendanceDay | undefined): Set<string> {
  return new Set(record?.absentees.studentIds);
}

/**
 * The students the marking form lists: everyone not blocked, by name as the server sorts them,
 * each under their admission number, as the Students page shows them.
 */
export function markingRoll(students: readonly User[]): RollEntry[] {
  return students.filter((student) => !student.blocked).map((student) => ({ _id: student._id, student, rollNo: student.admissionNo ?? '' }));
}

/** A student as the product's records name them: the first name, capitalised (`asha rao` → `Asha`). */
export function recordedName(student: Pick<User, 'fname'>): string {
  return capitalise(student.fname.trim().split(/\s+/)[0] ?? '');
}

/**
 * The body of `POST /tutor/home/attendence` that makes `day`'s list `ticked`, in the shape of
 * the day's record the server then keeps (`markAbsenteesSchema` checks it there). A blocked
 * student is not in the form, so one already listed that day is kept: blocking never rewrites
 * a student's history.
 *
 * @param students the whole class, blocked students included
 * @param ticked the ids ticked in the form
 * @param listed the ids the day's record held before
 */
export function markAbsenteesBody(day: CalendarDay, students: readonly User[], ticked: ReadonlySet<string>, listed: ReadonlySet<string>): AttendanceDay {
  const absent = students.filter(({ _id, blocked }) => ticked.has(_id) || (blocked && listed.has(_id)));
  return {
    absentees: {
      selectedRows: absent.map(recordedName),
      date: weekdayMonthDayYear.format(day),
      studentIds: absent.map(({ _id }) => _id),
    },
  };
}

/** `records` with `saved` in place of its day's record, or added when the day had none. */
export function withDay(records: readonly AttendanceDay[], saved: AttendanceDay): AttendanceDay[] {
  const day = dayOfRecord(saved);
  return [...records.filter((record) => dayOfRecord(record) !== day), saved];
}

/** The day an attendance record is for, read from its `Mon Nov 23 2026`; null when it names no real day. */
export function dayOfRecord(record: AttendanceDay): CalendarDay | null {
  return weekdayMonthDayYear.parse(record.absentees.date);
}
