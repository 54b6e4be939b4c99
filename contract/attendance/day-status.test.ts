import { describe, expect, it } from 'vitest';
import { dayStatus, monthAttendance, worstMark } from './day-status.ts';
import { isClosedDay, schoolDaysOf } from './school-days.ts';

const sundays = { closedWeekdays: [0], holidays: [] };

describe('the school’s days', () => {
  it('closes the closed weekdays (0 = Sunday … 6) and the holidays', () => {
    const school = { closedWeekdays: [0, 6], holidays: ['2026-11-24'] };
    expect(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'].map((day) => isClosedDay(day, school))).toEqual([true, true, false, true, false]);
    expect(isClosedDay('2026-11-22', { closedWeekdays: [], holidays: [] })).toBe(false);
  });

  it('lists a month’s open days in order, across a year’s end', () => {
    expect(schoolDaysOf('2026-11', sundays)).toHaveLength(25);
    expect(schoolDaysOf('2027-01', sundays).slice(0, 3)).toEqual(['2027-01-01', '2027-01-02', '2027-01-04']);
  });
});

describe('a day’s status', () => {
  it('is the worst mark: absent over late over excused over present', () => {
    expect(worstMark(['present', 'excused'])).toBe('excused');
    expect(worstMark(['late', 'excused', 'present'])).toBe('late');
    expect(worstMark(['present', 'absent', 'late'])).toBe('absent');
    expect(worstMark([])).toBeUndefined();
  });

  it('is holiday on a closed day whatever the marks, and not-marked with none', () => {
    expect(dayStatus('2026-11-22', sundays, ['absent'])).toBe('holiday');
    expect(dayStatus('2026-11-23', sundays, [])).toBe('not-marked');
    expect(dayStatus('2026-11-23', sundays, ['present'])).toBe('present');
  });
});

describe('a student’s month', () => {
  it('stops at today and counts the school days up to it', () => {
    const answer = monthAttendance('2026-11', '2026-11-03', sundays, (day) => (day === '2026-11-02' ? ['late'] : []));
    expect(answer.days).toEqual([
      { date: '2026-11-01', status: 'holiday' },
      { date: '2026-11-02', status: 'late' },
      { date: '2026-11-03', status: 'not-marked' },
    ]);
    expect(answer.counts).toEqual({ present: 0, absent: 0, late: 1, excused: 0, notMarked: 1, schoolDays: 2 });
  });
});
