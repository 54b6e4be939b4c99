import { describe, expect, it } from 'vitest';
import { calendarDayOf, dayMonthYear, dayMonthYearDigits, isoDay, isSameDay, monthDayYear, spacedMonthDayYear, weekdayMonthDayYear, type DateCodec } from './codecs.ts';

const codecs: [string, DateCodec, string][] = [
  ['DD/MMM/YYYY', dayMonthYear, '22/Nov/2026'],
  ['DD/MM/YYYY', dayMonthYearDigits, '22/11/2026'],
  ['MMM DD YYYY', monthDayYear, 'Nov 22 2026'],
  [' MMM DD YYYY', spacedMonthDayYear, ' Nov 22 2026'],
  ['ddd MMM DD YYYY', weekdayMonthDayYear, 'Sun Nov 22 2026'],
];

describe.each(codecs)('%s', (_pattern, codec, example) => {
  it('writes a day as the product sends it, and reads it back', () => {
    expect(codec.format('2026-11-22')).toBe(example);
    expect(codec.parse(example)).toBe('2026-11-22');
    expect(codec.example).toBe(example);
  });

  it.each(['2024-02-29', '2026-01-01', '2025-12-31', '2026-03-01', '2026-02-28', '1900-01-01', '2099-12-31'])('round-trips %s', (day) => {
    expect(codec.parse(codec.format(day))).toBe(day);
  });

  it.each([
    ['an impossible day', (c: DateCodec) => c.format('2026-02-28').replace('28', '31')],
    ['February 29 of a common year', (c: DateCodec) => c.format('2025-02-28').replace('28', '29')],
    ['February 29 of 2100, not a leap year', (c: DateCodec) => c.format('2099-02-28').replace('28', '29').replace('2099', '2100')],
    ['a year before 1900', (c: DateCodec) => c.format('1900-01-01').replace('1900', '1899')],
    ['a year after 2099', (c: DateCodec) => c.format('2099-12-31').replace('2099', '2100')],
    ['an ISO date', () => '2026-11-22'],
    ['an empty text', () => ''],
    ['the day without a leading zero', (c: DateCodec) => c.format('2026-11-02').replace('02', '2')],
    ['a month past December', (c: DateCodec) => c.format('2026-12-22').replace(c.pattern.includes('MMM') ? 'Dec' : '12', c.pattern.includes('MMM') ? 'Dek' : '13')],
    ['a day 0', (c: DateCodec) => c.format('2026-11-01').replace('01', '00')],
    ['trailing text', (c: DateCodec) => `${c.format('2026-11-22')} `],
  ])('refuses %s', (_case, make) => {
    expect(codec.parse(make(codec))).toBeNull();
  });
});

describe.each(codecs.filter(([pattern]) => pattern.includes('MMM')))('%s month names', (_pattern, codec) => {
  it.each([
    ['a lower-case month', 'nov'],
    ['a full month name', 'November'],
  ])('refuses %s', (_case, month) => {
    expect(codec.parse(codec.format('2026-11-22').replace('Nov', month))).toBeNull();
  });
});

describe('the date picker format', () => {
  it('reads day, month and year as digits, across month and year boundaries', () => {
    expect(dayMonthYearDigits.parse('31/12/2026')).toBe('2026-12-31');
    expect(dayMonthYearDigits.parse('01/01/2027')).toBe('2027-01-01');
    expect(dayMonthYearDigits.parse('29/02/2024')).toBe('2024-02-29');
    expect(dayMonthYearDigits.parse('29/02/2000')).toBe('2000-02-29');
    expect(dayMonthYearDigits.parse('11/22/2026')).toBeNull();
    expect(dayMonthYearDigits.parse('22-11-2026')).toBeNull();
  });
});

describe('the events format', () => {
  it('reads the date with or without the leading space, and writes it with', () => {
    expect(spacedMonthDayYear.parse('Nov 22 2026')).toBe('2026-11-22');
    expect(spacedMonthDayYear.parse(' Nov 22 2026')).toBe('2026-11-22');
    expect(spacedMonthDayYear.parse('  Nov 22 2026')).toBeNull();
    expect(spacedMonthDayYear.format('2026-11-22')).toBe(' Nov 22 2026');
  });
});

describe('the attendance format', () => {
  it('refuses a weekday the day does not fall on', () => {
    expect(weekdayMonthDayYear.parse('Mon Nov 23 2026')).toBe('2026-11-23');
    expect(weekdayMonthDayYear.parse('Tue Nov 23 2026')).toBeNull();
    expect(weekdayMonthDayYear.parse('Nov 23 2026')).toBeNull();
  });
});

describe('the address format', () => {
  it('reads a real day within the range, and nothing else', () => {
    expect(isoDay.parse('2024-02-29')).toBe('2024-02-29');
    expect(isoDay.format('2026-11-22')).toBe('2026-11-22');
    for (const text of ['2025-02-29', '2026-13-01', '2026-11-2', '1899-12-31', '2100-01-01', '22/11/2026', '2026-11-22x', '']) {
      expect(isoDay.parse(text), text).toBeNull();
    }
  });
});

describe('calendarDayOf and isSameDay', () => {
  it('names the day a moment falls on in local time', () => {
    expect(calendarDayOf(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(calendarDayOf(new Date(2027, 0, 1, 0, 0))).toBe('2027-01-01');
  });

  it('compares days by what the text names, never by the text', () => {
    expect(isSameDay(spacedMonthDayYear, 'Nov 22 2026', '2026-11-22')).toBe(true);
    expect(isSameDay(spacedMonthDayYear, ' Nov 22 2026', '2026-11-22')).toBe(true);
    expect(isSameDay(dayMonthYear, '22/Nov/2026', '2026-11-23')).toBe(false);
    expect(isSameDay(dayMonthYear, '31/Feb/2026', '2026-03-03')).toBe(false);
  });
});
