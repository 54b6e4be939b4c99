import { describe, expect, it } from 'vitest';
import { dueTimeIn } from './due-time.ts';
import { wallTimeIn } from './school-time.ts';

describe('times on the school clock', () => {
  it('sends the zone offset of that day', () => {
    expect(dueTimeIn('2026-11-30', '17:00', 'Asia/Kolkata')).toBe('2026-11-30T17:00:00+05:30');
    expect(dueTimeIn('2026-07-01', '09:30', 'Europe/London')).toBe('2026-07-01T09:30:00+01:00');
    expect(dueTimeIn('2026-12-01', '09:30', 'Europe/London')).toBe('2026-12-01T09:30:00+00:00');
    expect(dueTimeIn('2026-11-30', '08:00', 'America/New_York')).toBe('2026-11-30T08:00:00-05:00');
  });

  it('reads an instant back on the school clock', () => {
    expect(wallTimeIn('2026-11-30T17:00:00+05:30', 'Asia/Kolkata')).toEqual({ day: '2026-11-30', time: '17:00' });
  });
});
