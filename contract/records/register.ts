/** A student's mark in a class register (school-model.md). */
export type RegisterStatus = 'present' | 'absent' | 'late' | 'excused';

export const REGISTER_STATUSES: readonly RegisterStatus[] = ['present', 'absent', 'late', 'excused'];

/** One student's line of a register as the API answers it. */
export interface RegisterEntry {
  studentId: string;
  admissionNo: string;
  fname: string;
  status: RegisterStatus;
  note: string;
}

/** One class on one day: `taken` is false (and everyone present) until a tutor takes it. */
export interface ClassRegister {
  date: string;
  classId: string;
  taken: boolean;
  entries: RegisterEntry[];
}

/** A student's status on one day: a register mark, no register taken, or no school. */
export type DayStatus = RegisterStatus | 'not-marked' | 'holiday';

/** `GET /student/home/attendance?month=YYYY-MM`: the month's days up to today, and its counts over school days. */
export interface MonthAttendance {
  month: string;
  days: { date: string; status: DayStatus }[];
  counts: { present: number; absent: number; late: number; excused: number; notMarked: number; schoolDays: number };
}
