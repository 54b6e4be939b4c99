/** A student's mark in a class register (school-model.md). */
export type RegisterStatus = 'present' | 'absent' | 'late' | 'excused';

export const REGISTER_STATUSES = ['present', 'absent', 'late', 'excused'] as const satisfies readonly RegisterStatus[];

/** A mark's note: a word on why ("doctor's letter", "bus late"), not a report. Here, not with the rules, so a page's form reads it without loading them. */
export const REGISTER_NOTE_MAX = 200;

/** One student's line of a register as the API answers it. */
export interface RegisterEntry {
  studentId: string;
  admissionNo: string;
  fname: string;
  status: RegisterStatus;
  /** Empty when the tutor wrote none. */
  note: string;
}

/**
 * One class on one day: `taken` is false (and everyone on the roster present) until a tutor
 * takes it. Beside the model's fields: `closed` on a day the school is closed (no register can
 * be taken), and once taken, when it was last saved (`takenAt`, ISO) and by whom (`takenBy`, a name).
 */
export interface ClassRegister {
  date: string;
  classId: string;
  taken: boolean;
  entries: RegisterEntry[];
  closed: boolean;
  takenAt?: string;
  takenBy?: string;
}

/** A student's status on one day: a register mark, no register taken, or no school. */
export type DayStatus = RegisterStatus | 'not-marked' | 'holiday';

/** `GET /student/home/attendance?month=YYYY-MM`: the month's days up to today, and its counts over school days. */
export interface MonthAttendance {
  month: string;
  days: { date: string; status: DayStatus }[];
  counts: { present: number; absent: number; late: number; excused: number; notMarked: number; schoolDays: number };
}
