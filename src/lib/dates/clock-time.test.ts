import { describe, expect, it } from 'vitest';
import { clockTime } from './clock-time.ts';

describe('clockTime', () => {
  it('is the device clock’s hours and minutes, two digits each, on 24 hours', () => {
    expect(clockTime(new Date(2026, 10, 22, 7, 5))).toBe('07:05');
    expect(clockTime(new Date(2026, 10, 22, 23, 59, 59))).toBe('23:59');
    expect(clockTime(new Date(2026, 10, 22, 0, 0))).toBe('00:00');
  });
});
