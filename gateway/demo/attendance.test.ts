import { describe, expect, it } from 'vitest';
import { absenteesByDay } from './attendance.ts';
import { schoolYearUpTo } from './calendar.ts';
import { seededRandom } from './random.ts';

const { schoolDays } = schoolYearUpTo(new Date(2026, 10, 22, 10, 0));
const students = Array.from({ length: 2000 }, (_, index) => `student-${index}`);
const absent = absenteesByDay(students, schoolDays, seededRandom('attendance'));

/** How many days each student was away. */
function daysAway(byDay: ReadonlyMap<string, readonly string[]>): Map<string, number> {
  const counts = new Map(students.map((id) => [id, 0]));
  for (const ids of byDay.values()) for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

describe('absenteesByDay', () => {
  it('lists every school day, each student at most once a day', () => {
    expect([...absent.keys()]).toEqual(schoolDays);
    for (const ids of absent.values()) expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the school away on 5 to 8% of student-days', () => {
    const total = [...absent.values()].reduce((sum, ids) => sum + ids.length, 0);
    const rate = total / (students.length * schoolDays.length);
    expect(rate).toBeGreaterThan(0.05);
    expect(rate).toBeLessThan(0.08);
  });

  it('keeps some students away far more than most', () => {
    const rates = [...daysAway(absent).values()].map((days) => days / schoolDays.length).sort((one, other) => one - other);
    const median = rates[rates.length / 2] as number;
    const oftenAway = rates.filter((rate) => rate > 0.12).length / rates.length;
    expect(median).toBeLessThan(0.06);
    expect(oftenAway).toBeGreaterThan(0.03);
    expect(oftenAway).toBeLessThan(0.15);
  });

  it('makes absences come in runs of days, as illness does', () => {
    let away = 0;
    let awayNextDay = 0;
    schoolDays.slice(0, -1).forEach((day, index) => {
      const tomorrow = new Set(absent.get(schoolDays[index + 1] as string));
      for (const id of absent.get(day) ?? []) {
        away += 1;
        if (tomorrow.has(id)) awayNextDay += 1;
      }
    });
    // Independent days would repeat at about the absence rate (6%).
    expect(awayNextDay / away).toBeGreaterThan(0.3);
  });

  it('draws the same absences from the same seed', () => {
    expect(absenteesByDay(students.slice(0, 40), schoolDays, seededRandom('same'))).toEqual(absenteesByDay(students.slice(0, 40), schoolDays, seededRandom('same')));
  });
});
