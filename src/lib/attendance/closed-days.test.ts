import { describe, expect, it } from 'vitest';
import { closedReason } from './closed-days.ts';

describe('why a day takes no attendance', () => {
  it('says the product’s words on a Sunday, the school’s on its other closed days, nothing on a school day', () => {
    const school = { closedWeekdays: [0, 6], holidays: ['2026-11-24'] };
    expect(closedReason('2026-11-22', undefined)).toBe('Sunday is a holiday: attendance is not taken on Sundays.');
    expect(closedReason('2026-11-28', undefined)).toBeUndefined();
    expect(closedReason('2026-11-28', school)).toBe('The school is closed on this day: no register is taken.');
    expect(closedReason('2026-11-24', school)).toBe('The school is closed on this day: no register is taken.');
    expect(closedReason('2026-11-22', { closedWeekdays: [], holidays: [] })).toBeUndefined();
  });
});
