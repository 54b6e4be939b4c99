import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  clampDay,
  dayParts,
  FIRST_MONTH,
  hasNextMonth,
  hasPreviousMonth,
  isoWeekday,
  isWithinRange,
  LAST_MONTH,
  monthOf,
  monthWeeks,
  type GridDay,
} from './month-grid.ts';

const days = (week: GridDay[] | undefined) => week?.map(({ day }) => day);
const inMonthDays = (month: string) => monthWeeks(month).flat().filter(({ inMonth }) => inMonth).map(({ day }) => day);

describe('monthWeeks', () => {
  it('starts January 2027, which begins on a Friday, on Monday 28 December 2026', () => {
    const weeks = monthWeeks('2027-01');
    expect(days(weeks[0])).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(weeks[0]?.map(({ inMonth }) => inMonth)).toEqual([false, false, false, false, true, true, true]);
    expect(weeks).toHaveLength(5);
    expect(days(weeks.at(-1))).toEqual(['2027-01-25', '2027-01-26', '2027-01-27', '2027-01-28', '2027-01-29', '2027-01-30', '2027-01-31']);
  });

  it('ends December 2026 with the first days of January 2027', () => {
    const weeks = monthWeeks('2026-12');
    expect(days(weeks[0])?.[0]).toBe('2026-11-30');
    expect(days(weeks.at(-1))).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(weeks.at(-1)?.map(({ inMonth }) => inMonth)).toEqual([true, true, true, true, false, false, false]);
  });

  it('begins a month that starts on a Monday with its 1st, without days of the month before', () => {
    const weeks = monthWeeks('2026-06');
    expect(weeks[0]?.[0]).toEqual({ day: '2026-06-01', inMonth: true });
    expect(weeks).toHaveLength(5);
    expect(days(weeks.at(-1))).toEqual(['2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05']);
  });

  it('fits February 2027 (Monday 1st, 28 days) in exactly 4 rows, all in the month', () => {
    const weeks = monthWeeks('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every(({ inMonth }) => inMonth)).toBe(true);
    expect(days(weeks[0])?.[0]).toBe('2027-02-01');
    expect(days(weeks[3])?.[6]).toBe('2027-02-28');
  });

  it('needs 5 rows for February 2026, which starts on a Sunday', () => {
    const weeks = monthWeeks('2026-02');
    expect(weeks).toHaveLength(5);
    expect(days(weeks[0])?.slice(5)).toEqual(['2026-01-31', '2026-02-01']);
    expect(days(weeks[4])?.at(-1)).toBe('2026-03-01');
  });

  it('needs 6 rows for August 2026, 31 days from a Saturday', () => {
    const weeks = monthWeeks('2026-08');
    expect(weeks).toHaveLength(6);
    expect(days(weeks[0])?.[0]).toBe('2026-07-27');
    expect(days(weeks[5])).toEqual(['2026-08-31', '2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04', '2026-09-05', '2026-09-06']);
  });

  it('puts every day on its ISO weekday column, Monday first', () => {
    for (const month of ['2024-02', '2026-11', '1900-01', '2099-12']) {
      for (const week of monthWeeks(month)) {
        expect(week.map(({ day }) => isoWeekday(day))).toEqual([1, 2, 3, 4, 5, 6, 7]);
      }
    }
  });

  it.each([
    ['2024-02', 29, 'a leap year'],
    ['2000-02', 29, 'a century divisible by 400, a leap year'],
    ['2100-02', 28, 'a century not divisible by 400, not a leap year'],
    ['1900-02', 28, 'the first year, not a leap year'],
    ['2026-02', 28, 'a common year'],
    ['2026-04', 30, 'a 30-day month'],
    ['2026-12', 31, 'a 31-day month'],
  ])('lists each day of %s once, %i days (%s)', (month, length) => {
    const inMonth = inMonthDays(month);
    expect(inMonth).toHaveLength(length);
    expect(inMonth[0]).toBe(`${month}-01`);
    expect(inMonth.at(-1)).toBe(`${month}-${length}`);
  });

  it('shows February 2100 as 4 whole weeks without a 29th', () => {
    const weeks = monthWeeks('2100-02');
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().map(({ day }) => day)).not.toContain('2100-02-29');
  });

  it('starts the range with January 1900, whose 1st is a Monday', () => {
    expect(monthWeeks('1900-01')[0]?.[0]).toEqual({ day: '1900-01-01', inMonth: true });
  });

  it('ends December 2099 with days of 2100, outside the range', () => {
    const last = monthWeeks('2099-12').at(-1) ?? [];
    expect(days(last)).toEqual(['2099-12-28', '2099-12-29', '2099-12-30', '2099-12-31', '2100-01-01', '2100-01-02', '2100-01-03']);
    expect(last.map(({ day }) => isWithinRange(day))).toEqual([true, true, true, true, false, false, false]);
  });
});

describe('day arithmetic', () => {
  it('names the ISO weekday, Sunday 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2024-02-29')).toBe(4);
  });

  it('takes a day apart for words', () => {
    expect(dayParts('2026-11-22')).toEqual({ year: 2026, monthIndex: 10, date: 22, isoWeekday: 7 });
    expect(dayParts('1900-01-01')).toEqual({ year: 1900, monthIndex: 0, date: 1, isoWeekday: 1 });
  });

  it('names the month of a day', () => {
    expect(monthOf('2026-11-22')).toBe('2026-11');
    expect(FIRST_MONTH).toBe('1900-01');
    expect(LAST_MONTH).toBe('2099-12');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-03', -7)).toBe('2025-12-27');
  });

  it('adds days across daylight-saving changes without losing one', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 7)).toBe('2026-10-31');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });

  it('adds months, taking the last day of a shorter month', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 3)).toBe('2026-04-30');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-01-31', -1)).toBe('2026-12-31');
  });

  it('adds years, taking Feb 28 for Feb 29 in a common year', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', -4)).toBe('2020-02-29');
    expect(addYears('2026-11-22', -1)).toBe('2025-11-22');
  });
});

describe('range', () => {
  it.each([
    ['1900-01-01', true],
    ['2099-12-31', true],
    ['2026-11-22', true],
    ['1899-12-31', false],
    ['2100-01-01', false],
  ])('%s is within 1900–2099: %s', (day, within) => {
    expect(isWithinRange(day)).toBe(within);
  });

  it('clamps a day into the range', () => {
    expect(clampDay('1899-12-31')).toBe('1900-01-01');
    expect(clampDay('1850-06-15')).toBe('1900-01-01');
    expect(clampDay('2100-01-03')).toBe('2099-12-31');
    expect(clampDay('2026-11-22')).toBe('2026-11-22');
    expect(clampDay('1900-01-01')).toBe('1900-01-01');
  });

  it('has no month before January 1900', () => {
    expect(hasPreviousMonth('1900-01')).toBe(false);
    expect(hasPreviousMonth('1900-02')).toBe(true);
    expect(hasPreviousMonth('2026-01')).toBe(true);
  });

  it('has no month after December 2099', () => {
    expect(hasNextMonth('2099-12')).toBe(false);
    expect(hasNextMonth('2099-11')).toBe(true);
    expect(hasNextMonth('2026-12')).toBe(true);
  });
});
