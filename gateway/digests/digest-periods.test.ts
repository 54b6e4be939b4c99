import { describe, expect, it } from 'vitest';
import { instantOnSchoolClock, latestDigestPeriod } from './digest-periods.ts';

const KOLKATA = 'Asia/Kolkata';

describe('the instant of a time on the school clock', () => {
  it('is the wall time in the school zone, across summer time too', () => {
    expect(instantOnSchoolClock('2026-11-27', 17, KOLKATA).toISOString()).toBe('2026-11-27T11:30:00.000Z');
    expect(instantOnSchoolClock('2026-07-03', 17, 'Europe/London').toISOString()).toBe('2026-07-03T16:00:00.000Z');
    expect(instantOnSchoolClock('2026-11-27', 17, 'Europe/London').toISOString()).toBe('2026-11-27T17:00:00.000Z');
    // The Sunday clocks go back: 17:00 is after the change.
    expect(instantOnSchoolClock('2026-10-25', 17, 'Europe/London').toISOString()).toBe('2026-10-25T17:00:00.000Z');
  });
});

describe('the latest digest period on the school clock', () => {
  it('daily: today from 17:00 there, yesterday before, whatever the server clock says', () => {
    // 16:59 and 17:00 in Kolkata.
    expect(latestDigestPeriod('daily', new Date('2026-11-26T11:29:59Z'), KOLKATA).period).toBe('2026-11-25');
    const period = latestDigestPeriod('daily', new Date('2026-11-26T11:30:00Z'), KOLKATA);
    expect(period).toMatchObject({ kind: 'daily', period: '2026-11-26' });
    expect(period.from.toISOString()).toBe('2026-11-25T11:30:00.000Z');
    expect(period.to.toISOString()).toBe('2026-11-26T11:30:00.000Z');
    expect(period.dueBefore.toISOString()).toBe('2026-11-29T11:30:00.000Z');
    // 01:00 on the 27th in Kolkata, still the 26th in UTC: the 26th's period, as the school's day has not reached 17:00.
    expect(latestDigestPeriod('daily', new Date('2026-11-26T19:30:00Z'), KOLKATA).period).toBe('2026-11-26');
  });

  it('weekly: the latest Friday 17:00 there, a week of news', () => {
    // Friday 27 November 2026, 16:59 and 17:00 in Kolkata.
    expect(latestDigestPeriod('weekly', new Date('2026-11-27T11:29:00Z'), KOLKATA).period).toBe('2026-11-20');
    const period = latestDigestPeriod('weekly', new Date('2026-11-27T11:30:00Z'), KOLKATA);
    expect(period.period).toBe('2026-11-27');
    expect(period.from.toISOString()).toBe('2026-11-20T11:30:00.000Z');
    expect(period.dueBefore.toISOString()).toBe('2026-12-04T11:30:00.000Z');
    // Any day of the next week, until its Friday's 17:00.
    expect(latestDigestPeriod('weekly', new Date('2026-12-02T08:00:00Z'), KOLKATA).period).toBe('2026-11-27');
    expect(latestDigestPeriod('weekly', new Date('2026-12-04T11:30:00Z'), KOLKATA).period).toBe('2026-12-04');
  });
});
