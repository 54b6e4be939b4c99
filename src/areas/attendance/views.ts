import { isoDay, type CalendarDay } from '../../../contract/dates/codecs.ts';

/**
 * A view of an attendance page, kept in the address so Back and a reload keep it:
 * - `?day=2026-11-23`: the calendar with that day chosen (no day: today);
 * - `?day=2026-11-23&mode=mark`: the tutor's marking form for that day;
 * - `?mode=report`: the student's 'Attendence Report', keeping the day it was opened from.
 * A day that is not real, or a mode the page lacks, reads as the calendar.
 */
export interface AttendanceView {
  day: CalendarDay | null;
  mode: 'calendar' | 'mark' | 'report';
}

/** The calendar on `day`. */
export const calendarOn = (day: CalendarDay | null): AttendanceView => ({ day, mode: 'calendar' });

/**
 * Reads the views of one page from the address.
 *
 * @param modes the page's views besides the calendar: the tutor's `mark`, the student's `report`
 */
function attendanceViewParser(modes: readonly Exclude<AttendanceView['mode'], 'calendar'>[]): (search: string) => AttendanceView {
  return (search) => {
    const query = new URLSearchParams(search);
    const day = isoDay.parse(query.get('day') ?? '');
    const mode = modes.find((each) => each === query.get('mode'));
    // The form marks one day: without a day it has nothing to mark.
    if (mode === 'mark' && day === null) return calendarOn(null);
    return { day, mode: mode ?? 'calendar' };
  };
}

export const parseTutorView = attendanceViewParser(['mark']);
export const parseStudentView = attendanceViewParser(['report']);

/** The query of `view`, with its `?`; empty for the calendar on today. */
export function attendanceViewSearch({ day, mode }: AttendanceView): string {
  const query = new URLSearchParams();
  if (day !== null) query.set('day', day);
  if (mode !== 'calendar') query.set('mode', mode);
  const text = query.toString();
  return text ? `?${text}` : '';
}
