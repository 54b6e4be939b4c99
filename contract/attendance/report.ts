import type { AttendanceDay } from '../records/attendance.ts';
import { weekdayMonthDayYear, type CalendarDay } from '../dates/codecs.ts';
import { isoWeekday, monthOf, type CalendarMonth } from '../dates/month-grid.ts';

/** A student's attendance on one day (spec §4). */
export type AttendanceStatus = 'present' | 'absent' | 'holiday';

/** Gregorian: every 4th year, except centuries, except every 400th (2000 is one, 2100 is not). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The days in `month` as the report counts them (spec §9): February 29 in a leap year, else 28;
 * April, June, September and November 30; the rest 31.
 *
 * @param month `YYYY-MM`
 * @example daysInMonth('2024-02') // 29
 */
export function daysInMonth(month: CalendarMonth): number {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  if (number === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(number) ? 30 : 31;
}

/** Sunday is the school's holiday: no attendance is taken, and a student's calendar says Holiday (spec §4). */
export function isHoliday(day: CalendarDay): boolean {
  return isoWeekday(day) === 7;
}

/**
 * A student's status on `day` (spec §4): Holiday on a Sunday, whatever was recorded; else
 * Absent when the day is among `absentDays`; else Present.
 */
export function statusOn(day: CalendarDay, absentDays: ReadonlySet<CalendarDay>): AttendanceStatus {
  if (isHoliday(day)) return 'holiday';
  return absentDays.has(day) ? 'absent' : 'present';
}

/** The day an attendance record is for, read from its `Mon Nov 23 2026`; null when it names no real day. */
export function dayOfRecord(record: AttendanceDay): CalendarDay | null {
  return weekdayMonthDayYear.parse(record.absentees.date);
}

/**
 * The days a student was absent, from the records the student's own call answers: that call
 * holds only the days they were absent (the server scopes it to the token), so each record is
 * one. A day recorded twice is one day.
 */
export function absentDaysIn(records: readonly AttendanceDay[]): Set<CalendarDay> {
  const days = new Set<CalendarDay>();
  for (const record of records) {
    const day = dayOfRecord(record);
    if (day !== null) days.add(day);
  }
  return days;
}

/** The 'Attendence Report' of one month (spec §9). */
export interface MonthReport {
  month: CalendarMonth;
  /** Days the student was absent in the month, each day once. */
  absences: number;
  /** The days of the month minus the absences: Sundays are not taken out, as the product counts. */
  maxPresentDays: number;
}

/**
 * The report of `month`. The original halved its count to undo its own duplicate records; the
 * set of days has no duplicates, so each absent day counts once.
 */
export function monthReport(month: CalendarMonth, absentDays: ReadonlySet<CalendarDay>): MonthReport {
  const absences = [...absentDays].filter((day) => monthOf(day) === month).length;
  return { month, absences, maxPresentDays: daysInMonth(month) - absences };
}
