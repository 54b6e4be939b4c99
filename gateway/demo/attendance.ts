import { weekdayMonthDayYear, type CalendarDay } from '../../contract/dates/codecs.ts';
import { dayParts } from '../../contract/dates/month-grid.ts';
import type { Store } from '../db/index.ts';
import { momentOn } from './calendar.ts';
import type { Random } from './random.ts';

/**
 * Kinds of student by how often they are away, as shares of the class: most hardly ever, a few
 * often. Together about 6% of school days.
 */
const HABITS: ReadonlyArray<{ share: number; rate: number }> = [
  { share: 0.05, rate: 0.18 },
  { share: 0.2, rate: 0.09 },
  { share: 0.75, rate: 0.045 },
];
/** The chance that a student away today is away tomorrow too: illness lasts a few days. */
const STAYS_AWAY = 0.45;

/** Mondays and Fridays see more absences, and so do the winter months (flu). */
function dayFactor(day: CalendarDay): number {
  const { isoWeekday, monthIndex } = dayParts(day);
  const weekday = isoWeekday === 1 ? 1.1 : isoWeekday === 5 ? 1.15 : 0.92;
  const season = monthIndex === 11 || monthIndex <= 1 ? 1.3 : 0.9;
  return weekday * season;
}

/**
 * Who is away on each school day. Each student gets a habit (by the shares of HABITS, give or
 * take a quarter of its rate), and absences come in runs: a student away stays away the next day
 * with the chance STAYS_AWAY, so a habit's first days away are chosen to keep its overall rate.
 *
 * @param studentIds every student, in a stable order
 * @param schoolDays the days attendance was taken, in order
 * @param random where habits and absences are drawn from
 * @example const absent = absenteesByDay(students.map((s) => s._id), year.schoolDays, random); absent.get('2026-11-20') // ['…', '…']
 */
export function absenteesByDay(studentIds: readonly string[], schoolDays: readonly CalendarDay[], random: Random): Map<CalendarDay, string[]> {
  const absent = new Map(schoolDays.map((day) => [day, [] as string[]]));
  const factors = schoolDays.map(dayFactor);
  const habits = habitsFor(studentIds.length, random);
  studentIds.forEach((id, index) => {
    const rate = (habits[index] as number) * random.between(0.75, 1.25);
    // The chance of a first day away that, with runs of STAYS_AWAY, makes `rate` overall.
    const firstDay = (rate * (1 - STAYS_AWAY)) / (1 - rate);
    let away = false;
    schoolDays.forEach((day, dayIndex) => {
      away = random.chance(away ? STAYS_AWAY : Math.min(firstDay * (factors[dayIndex] as number), 0.9));
      if (away) absent.get(day)?.push(id);
    });
  });
  return absent;
}

/** Each student's habitual rate, by HABITS' shares (rounded), handed out in random order. */
function habitsFor(count: number, random: Random): number[] {
  const rates: number[] = [];
  for (const { share, rate } of HABITS.slice(0, -1)) rates.push(...Array<number>(Math.round(share * count)).fill(rate));
  const usual = (HABITS.at(-1) as (typeof HABITS)[number]).rate;
  while (rates.length < count) rates.push(usual);
  return random.shuffled(rates.slice(0, count));
}

/**
 * Writes every school day as the tutor's marking does (`Mon Nov 23 2026`, the day's absentees
 * by id), each marked early in its morning, through the attendance queries in one transaction:
 * a year of single commits would take minutes. Answers how many absences were written.
 *
 * @param store the school's database
 * @param absent who was away on each day, as `absenteesByDay` answers
 * @param random where the marking times are drawn from
 * @param now the demo's present
 * @example const absences = await writeAttendance(store, absent, random, now)
 */
export async function writeAttendance(store: Store, absent: ReadonlyMap<CalendarDay, readonly string[]>, random: Random, now: Date): Promise<number> {
  let absences = 0;
  await store.transaction(async (tx) => {
    for (const [day, studentIds] of absent) {
      await tx.attendance.replaceDay({ day, date: weekdayMonthDayYear.format(day), studentIds }, momentOn(day, 9, random.int(0, 30), now));
      absences += studentIds.length;
    }
  });
  return absences;
}
