import { describe, expect, it } from 'vitest';
import type { AttendanceDay } from '../records/attendance.ts';
import { monthWeeks } from '../dates/month-grid.ts';
import { absentDaysIn, daysInMonth, isHoliday, isLeapYear, monthReport, statusOn } from './report.ts';

const record = (date: string): AttendanceDay => ({ absentees: { selectedRows: ['Asha'], date, studentIds: ['s1'] } });

describe('daysInMonth (spec §9)', () => {
  it.each([
    ['01', 31],
    ['03', 31],
    ['04', 30],
    ['05', 31],
    ['06', 30],
    ['07', 31],
    ['08', 31],
    ['09', 30],
    ['10', 31],
    ['11', 30],
    ['12', 31],
  ])('gives month %s of 2026 %i days', (month, days) => {
    expect(daysInMonth(`2026-${month}`)).toBe(days);
  });

  it.each([
    ['2024', 29, 'divisible by 4'],
    ['2026', 28, 'not divisible by 4'],
    ['2100', 28, 'a century not divisible by 400'],
    ['2000', 29, 'a century divisible by 400'],
    ['1900', 28, 'the first year the calendar offers, a century'],
  ])('gives February %s %i days (%s)', (year, days) => {
    expect(daysInMonth(`${year}-02`)).toBe(days);
  });

  it('agrees with the grid: as many days of the month as the calendar shows', () => {
    for (const month of ['2024-02', '2100-02', '2000-02', '2026-04', '2026-12']) {
      expect(monthWeeks(month).flat().filter(({ inMonth }) => inMonth)).toHaveLength(daysInMonth(month));
    }
  });

  it('knows the leap years', () => {
    expect([2024, 2100, 2000, 2023, 1900, 2096].map(isLeapYear)).toEqual([true, false, true, false, false, true]);
  });
});

describe('the Sunday rule and the status of a day (spec §4)', () => {
  const absent = new Set(['2026-11-23', '2026-11-22']);

  it('makes Sunday the holiday, and no other weekday', () => {
    expect(isHoliday('2026-11-22')).toBe(true);
    expect(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'].map(isHoliday)).toEqual(Array(6).fill(false));
  });

  it('says Absent on a day that lists the student, Present on one that does not', () => {
    expect(statusOn('2026-11-23', absent)).toBe('absent');
    expect(statusOn('2026-11-24', absent)).toBe('present');
  });

  it('says Holiday on a Sunday, even one a record lists', () => {
    expect(statusOn('2026-11-22', absent)).toBe('holiday');
    expect(statusOn('2026-11-29', absent)).toBe('holiday');
  });

  it('finds Sundays across a year boundary: Sunday 3 January 2027 sits in the last column of the grid of January', () => {
    const firstWeek = monthWeeks('2027-01')[0] ?? [];
    expect(firstWeek.map(({ day }) => isHoliday(day))).toEqual([false, false, false, false, false, false, true]);
    expect(statusOn('2027-01-03', new Set(['2027-01-03']))).toBe('holiday');
    expect(statusOn('2026-12-31', new Set(['2026-12-31']))).toBe('absent');
  });
});

describe("a student's absent days", () => {
  it('reads the days of the records, each day once', () => {
    const days = absentDaysIn([record('Mon Nov 23 2026'), record('Tue Nov 24 2026'), record('Mon Nov 23 2026')]);
    expect([...days].sort()).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('skips a record whose date names no real day (a wrong weekday)', () => {
    expect(absentDaysIn([record('Tue Nov 23 2026'), record('Mon Nov 23 2026')])).toEqual(new Set(['2026-11-23']));
  });
});

describe('the month report (spec §9)', () => {
  it('counts each absent day once and subtracts it from the days of the month', () => {
    const absent = absentDaysIn([record('Mon Nov 23 2026'), record('Mon Nov 23 2026'), record('Wed Nov 25 2026')]);
    expect(monthReport('2026-11', absent)).toEqual({ month: '2026-11', absences: 2, maxPresentDays: 28 });
  });

  it('counts only the days of its own month, not the neighbours the grid shows', () => {
    const absent = new Set(['2026-10-31', '2026-11-02', '2026-12-01']);
    expect(monthReport('2026-11', absent)).toEqual({ month: '2026-11', absences: 1, maxPresentDays: 29 });
  });

  it('starts from 29 in a leap February, 28 otherwise', () => {
    expect(monthReport('2024-02', new Set(['2024-02-29'])).maxPresentDays).toBe(28);
    expect(monthReport('2100-02', new Set()).maxPresentDays).toBe(28);
    expect(monthReport('2000-02', new Set()).maxPresentDays).toBe(29);
  });

  it('gives a month without absences all its days', () => {
    expect(monthReport('2026-12', new Set())).toEqual({ month: '2026-12', absences: 0, maxPresentDays: 31 });
  });

  it('keeps December and January of the next year apart', () => {
    const absent = new Set(['2026-12-31', '2027-01-01']);
    expect(monthReport('2026-12', absent).absences).toBe(1);
    expect(monthReport('2027-01', absent).absences).toBe(1);
  });
});
