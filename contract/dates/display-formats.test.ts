import { describe, expect, it } from 'vitest';
import { formatClock, formatDateTime, formatDay, formatDayInWords, formatDayOfMonth, formatMonth, formatTime, formatWeekdays } from './display-formats.ts';
import { localeOf } from './locales.ts';

const en = localeOf('en');
const hi = localeOf('hi');
const ar = localeOf('ar');

describe('localeOf', () => {
  it('writes English as British English, Hindi as India’s, anything else as its own tag', () => {
    expect([localeOf('en'), localeOf('EN'), localeOf(''), localeOf('hi'), localeOf('ar'), localeOf('fr')]).toEqual(['en-GB', 'en-GB', 'en-GB', 'hi-IN', 'ar', 'fr']);
  });
});

describe('the styles in English', () => {
  it('writes a day, a day in words, a month, a day of the month and weekdays', () => {
    expect(formatDay('2026-11-22', en)).toBe('22 Nov 2026');
    expect(formatDayInWords('2026-11-22', en)).toBe('Sunday, 22 November 2026');
    expect(formatMonth('2026-11', en)).toBe('November 2026');
    expect(formatDayOfMonth('2026-11-02', en)).toBe('2');
    expect(formatWeekdays(en).map(({ narrow }) => narrow).join('')).toBe('MTWTFSS');
    expect(formatWeekdays(en).map(({ long }) => long)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  it('writes an instant on the 24-hour clock, and the clock on 12 hours', () => {
    const instant = '2026-11-22T17:05:09Z';
    expect(formatTime(instant, en, 'UTC')).toBe('17:05');
    expect(formatDateTime(instant, en, 'UTC')).toBe('22 Nov 2026, 17:05');
    expect(formatClock(instant, en, 'UTC', true)).toBe('05:05:09 pm');
    expect(formatClock(instant, en, 'UTC', false)).toBe('5:05 pm');
  });
});

describe('a calendar day', () => {
  // The zones furthest apart: UTC+14 and UTC-10 (-9 in summer). A day written at midnight of either would read as the day before or after.
  const zones = ['Pacific/Kiritimati', 'America/Adak', 'Asia/Kolkata', 'UTC'];
  const days = ['2026-11-22', '2026-01-01', '2026-12-31', '2024-02-29', '2026-03-08', '2026-11-01', '1900-01-01', '2099-12-31'];

  it.each(zones)('never moves a day when the device is in %s', (zone) => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      for (const day of days) {
        const [year, month, date] = day.split('-').map(Number);
        expect(formatDayOfMonth(day, en), day).toBe(String(date));
        expect(formatMonth(day.slice(0, 7), en), day).toMatch(new RegExp(` ${year}$`));
        expect(formatDay(day, en), day).toBe(new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year as number, (month as number) - 1, date)));
      }
      expect(formatDayInWords('2026-11-22', en)).toBe('Sunday, 22 November 2026');
    } finally {
      process.env.TZ = before;
    }
  });
});

describe('an instant', () => {
  const instant = '2026-11-22T20:00:00Z';

  it("is written on the school's clock, wherever the device is", () => {
    expect(formatDateTime(instant, en, 'Asia/Kolkata')).toBe('23 Nov 2026, 01:30');
    expect(formatDateTime(instant, en, 'Pacific/Kiritimati')).toBe('23 Nov 2026, 10:00');
    expect(formatDateTime(instant, en, 'America/Adak')).toBe('22 Nov 2026, 10:00');
    expect(formatTime(new Date(instant), en, 'Europe/London')).toBe('20:00');
    expect(formatTime(Date.parse(instant), en, 'Asia/Kolkata')).toBe('01:30');
  });

  it('refuses a zone the runtime does not know, so the caller chooses the fallback', () => {
    expect(() => formatTime(instant, en, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('other languages', () => {
  const devanagari = /[\u0900-\u097F]/;
  const arabic = /[\u0600-\u06FF]/;

  it('writes Hindi in Devanagari', () => {
    expect(formatDay('2026-11-22', hi)).toMatch(devanagari);
    expect(formatDayInWords('2026-11-22', hi)).toContain('रविवार');
    expect(formatMonth('2026-11', hi)).toBe('नवंबर 2026');
  });

  it('writes Arabic in its script, digits as the locale writes them', () => {
    expect(formatDay('2026-11-22', ar)).toMatch(arabic);
    expect(formatDayInWords('2026-11-22', ar)).toContain('الأحد');
    expect(formatMonth('2026-11', ar)).toContain('نوفمبر');
    expect(formatDayOfMonth('2026-11-22', ar)).toBe(new Intl.NumberFormat('ar').format(22));
    expect(formatDayOfMonth('2026-11-22', 'ar-EG')).toBe('٢٢');
  });
});
