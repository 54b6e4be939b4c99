import { describe, expect, it } from 'vitest';
import { clockTime, twelveHourTime } from './clock-time.ts';

describe('clockTime', () => {
  it('is the device clock’s hours and minutes, two digits each, on 24 hours', () => {
    expect(clockTime(new Date(2026, 10, 22, 7, 5))).toBe('07:05');
    expect(clockTime(new Date(2026, 10, 22, 23, 59, 59))).toBe('23:59');
    expect(clockTime(new Date(2026, 10, 22, 0, 0))).toBe('00:00');
  });
});

describe('twelveHourTime', () => {
  it('writes the seconds for the eye, as hh:mm:ss A', () => {
    expect(twelveHourTime({ hour: 21, minute: 5, second: 3 }, true)).toBe('09:05:03 PM');
    expect(twelveHourTime({ hour: 0, minute: 0, second: 0 }, true)).toBe('12:00:00 AM');
    expect(twelveHourTime({ hour: 11, minute: 59, second: 59 }, true)).toBe('11:59:59 AM');
    expect(twelveHourTime({ hour: 12, minute: 0, second: 0 }, true)).toBe('12:00:00 PM');
  });

  it('leaves them out for the ear, as h:mm A', () => {
    expect(twelveHourTime({ hour: 21, minute: 5, second: 3 }, false)).toBe('9:05 PM');
    expect(twelveHourTime({ hour: 0, minute: 30, second: 0 }, false)).toBe('12:30 AM');
    expect(twelveHourTime({ hour: 12, minute: 0, second: 59 }, false)).toBe('12:00 PM');
  });
});
