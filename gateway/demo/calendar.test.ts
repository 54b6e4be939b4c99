import { describe, expect, it } from 'vitest';
import { momentOn, schoolDaysBetween, schoolYearUpTo } from './calendar.ts';

/** The weekday of a `YYYY-MM-DD` day, 0 for Sunday, read without the code under test. */
const weekdayOf = (day: string) => new Date(`${day}T12:00:00`).getDay();

describe('schoolYearUpTo', () => {
  const year = schoolYearUpTo(new Date(2026, 10, 22, 10, 0)); // a Sunday

  it('runs from the day after the same date a year ago to today', () => {
    expect(year.first).toBe('2025-11-23');
    expect(year.today).toBe('2026-11-22');
  });

  it('teaches on every Monday to Saturday of it and never on a Sunday', () => {
    expect(year.schoolDays.every((day) => weekdayOf(day) >= 1 && weekdayOf(day) <= 6)).toBe(true);
    // 52 whole weeks and a day (a Sunday): 312 days but Sundays.
    expect(year.schoolDays).toHaveLength(312);
    expect(year.schoolDays[0]).toBe('2025-11-24');
    expect(year.schoolDays.at(-1)).toBe('2026-11-21');
    expect(new Set(year.schoolDays).size).toBe(312);
  });

  it('groups the school days by week, Monday first', () => {
    expect(year.weeks.flat()).toEqual(year.schoolDays);
    expect(year.weeks).toHaveLength(52);
    expect(year.weeks.every((week) => week.length === 6 && weekdayOf(week[0] as string) === 1)).toBe(true);
  });

  it('keeps a leap day in a year that has one', () => {
    const leap = schoolYearUpTo(new Date(2028, 1, 29, 9, 0));
    expect(leap.first).toBe('2027-03-01');
    expect(leap.schoolDays.at(-1)).toBe('2028-02-29');
  });
});

describe('schoolDaysBetween', () => {
  it('leaves out Sundays, both ends included', () => {
    expect(schoolDaysBetween('2026-11-20', '2026-11-23')).toEqual(['2026-11-20', '2026-11-21', '2026-11-23']);
    expect(schoolDaysBetween('2026-11-22', '2026-11-22')).toEqual([]);
  });
});

describe('momentOn', () => {
  const latest = new Date(2026, 10, 20, 10, 0);

  it('is that time of that day, in local time', () => {
    expect(momentOn('2026-11-19', 14, 5, latest)).toEqual(new Date(2026, 10, 19, 14, 5));
  });

  it('is never after the present', () => {
    expect(momentOn('2026-11-20', 15, 0, latest)).toEqual(latest);
  });
});
