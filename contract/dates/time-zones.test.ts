import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZoneNames } from './time-zone-names.ts';
import { dayInZone, wallClockIn } from './time-zones.ts';

describe("the school's day in its time zone", () => {
  const evening = new Date('2026-11-25T20:00:00Z');

  it('is the day of the zone, not of the device', () => {
    expect(dayInZone(evening, 'UTC')).toBe('2026-11-25');
    expect(dayInZone(evening, 'Asia/Kolkata')).toBe('2026-11-26');
    expect(dayInZone(evening, 'America/Los_Angeles')).toBe('2026-11-25');
    expect(dayInZone(new Date('2026-11-26T07:59:59Z'), 'America/Los_Angeles')).toBe('2026-11-25');
    expect(dayInZone(new Date('2026-11-26T08:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-26');
  });

  it('turns over at midnight in zones with half and quarter hours', () => {
    expect(dayInZone(new Date('2026-11-25T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-11-25');
    expect(dayInZone(new Date('2026-11-25T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-26');
    expect(dayInZone(new Date('2026-11-25T18:14:59Z'), 'Asia/Kathmandu')).toBe('2026-11-25');
    expect(dayInZone(new Date('2026-11-25T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-11-26');
  });

  it('crosses years and follows daylight saving', () => {
    expect(dayInZone(new Date('2026-12-31T23:30:00Z'), 'Europe/Berlin')).toBe('2027-01-01');
    // 23:30 UTC is 00:30 in London in summer (BST), 23:30 in winter.
    expect(dayInZone(new Date('2026-07-01T23:30:00Z'), 'Europe/London')).toBe('2026-07-02');
    expect(dayInZone(new Date('2026-01-01T23:30:00Z'), 'Europe/London')).toBe('2026-01-01');
  });

  it('gives the 24-hour time of that day', () => {
    expect(wallClockIn(evening, 'Asia/Kolkata')).toEqual({ day: '2026-11-26', hour: 1, minute: 30, second: 0 });
    expect(wallClockIn(new Date('2026-11-25T00:00:05Z'), 'UTC')).toEqual({ day: '2026-11-25', hour: 0, minute: 0, second: 5 });
  });

  it('refuses a zone the runtime does not know', () => {
    expect(() => dayInZone(evening, 'Nowhere/Land')).toThrow(RangeError);
  });
});

describe('which names are time zones', () => {
  it('takes IANA zones, their other names and UTC', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Calcutta', 'Europe/Kyiv', 'America/New_York', 'UTC', 'Etc/UTC']) expect(isTimeZone(zone), zone).toBe(true);
    expect(timeZoneNames()).toContain('UTC');
    expect(timeZoneNames().every(isTimeZone)).toBe(true);
  });

  it('refuses offsets, made-up names and empty text', () => {
    for (const name of ['+05:30', 'Nowhere/Land', '', 'Asia']) expect(isTimeZone(name), name).toBe(false);
  });
});
