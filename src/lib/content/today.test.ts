import { describe, expect, it } from 'vitest';
import { monthDayYear } from '../../../contract/dates/codecs.ts';
import type { SchoolSettings } from '../../../contract/records/school.ts';
import { todayIn, uploadDate } from './today.ts';

const school = (timeZone: string): SchoolSettings => ({ name: 'Studyhall', helpline: '', timeZone, closedWeekdays: [0], holidays: [], language: 'en', absenceAlerts: true });

describe('the date a new record is sent with', () => {
  it("is the device's own day as DD/MMM/YYYY for uploads while the school's zone is unknown", () => {
    expect(uploadDate(new Date(2026, 10, 22, 23, 59), undefined)).toBe('22/Nov/2026');
    expect(uploadDate(new Date(2027, 0, 3, 0, 1), undefined)).toBe('03/Jan/2027');
  });

  it('is written in the codec asked for: MMM DD YYYY for announcements', () => {
    expect(todayIn(monthDayYear, new Date(2026, 11, 31, 23, 59), undefined)).toBe('Dec 31 2026');
    expect(todayIn(monthDayYear, new Date(2027, 0, 1, 0, 0), undefined)).toBe('Jan 01 2027');
  });

  it("is the school's day in its time zone, wherever the device is", () => {
    const evening = new Date('2026-11-25T20:00:00Z');
    expect(uploadDate(evening, school('Asia/Kolkata'))).toBe('26/Nov/2026');
    expect(uploadDate(evening, school('America/Los_Angeles'))).toBe('25/Nov/2026');
    expect(todayIn(monthDayYear, new Date('2026-12-31T23:30:00Z'), school('Europe/Berlin'))).toBe('Jan 01 2027');
  });
});
