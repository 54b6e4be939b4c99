import { isoDay, type CalendarDay } from '../../../contract/dates/codecs.ts';

/**
 * A view of an attendance page, kept in the address so Back and a reload keep it:
 * - `?day=2026-11-23`: the whole school's calendar with that day chosen (no day: today);
 * - `?day=2026-11-23&mode=mark`: the tutor's form that marks the whole school's absentees that day;
 * - `?class=ID&day=2026-11-23`: the tutor's register of a class that day (no day: today);
 * - `?mode=report`: the student's 'Attendence Report', of the month of the day it was opened on.
 * A day that is not real, or a mode the page lacks, reads as the calendar.
 */
export interface AttendanceView {
  day: CalendarDay | null;
  mode: 'calendar' | 'mark' | 'report' | 'register';
  /** The class whose register is open (`register` only). */
  classId?: string;
}

/** The calendar on `day`. */
export const calendarOn = (day: CalendarDay | null): AttendanceView => ({ day, mode: 'calendar' });

/** The register of class `classId` on `day`. */
export const registerOn = (classId: string, day: CalendarDay | null): AttendanceView => ({ day, mode: 'register', classId });

/**
 * Reads the views of one page from the address.
 *
 * @param modes the page's views besides the calendar: the tutor's `mark` and `register`, the student's `report`
 */
function attendanceViewParser(modes: readonly Exclude<AttendanceView['mode'], 'calendar'>[]): (search: string) => AttendanceView {
  return (search) => {
    const query = new URLSearchParams(search);
    const day = isoDay.parse(query.get('day') ?? '');
    const classId = query.get('class');
    if (classId && modes.includes('register')) return registerOn(classId, day);
    const mode = modes.find((each) => each === query.get('mode') && each !== 'register');
    // The form marks one day: without a day it has nothing to mark.
    if (mode === 'mark' && day === null) return calendarOn(null);
    return { day, mode: mode ?? 'calendar' };
  };
}

export const parseTutorView = attendanceViewParser(['mark', 'register']);
export const parseStudentView = attendanceViewParser(['report']);

/** The query of `view`, with its `?`; empty for the calendar on today. */
export function attendanceViewSearch({ day, mode, classId }: AttendanceView): string {
  const query = new URLSearchParams();
  if (mode === 'register' && classId) query.set('class', classId);
  if (day !== null) query.set('day', day);
  if (mode !== 'calendar' && mode !== 'register') query.set('mode', mode);
  const text = query.toString();
  return text ? `?${text}` : '';
}
