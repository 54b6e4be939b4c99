import { describe, expect, it } from 'vitest';
import { monthDayYear } from '../../../contract/dates/codecs.ts';
import { todayIn, uploadDate } from './today.ts';

describe('the date a new record is sent with', () => {
  it("is the device's own day as DD/MMM/YYYY for uploads", () => {
    expect(uploadDate(new Date(2026, 10, 22, 23, 59))).toBe('22/Nov/2026');
    expect(uploadDate(new Date(2027, 0, 3, 0, 1))).toBe('03/Jan/2027');
  });

  it('is written in the codec asked for: MMM DD YYYY for announcements', () => {
    expect(todayIn(monthDayYear, new Date(2026, 11, 31, 23, 59))).toBe('Dec 31 2026');
    expect(todayIn(monthDayYear, new Date(2027, 0, 1, 0, 0))).toBe('Jan 01 2027');
  });
});
