import type { CalendarDay } from '../../contract/dates/codecs.ts';
import type { RegisterStatus } from '../../contract/records/register.ts';
import type { RegisterMark, Store } from '../db/index.ts';
import { momentOn } from './calendar.ts';
import type { DemoClass } from './classes.ts';
import type { Random } from './random.ts';

/** Of the students away on a day, the share whose family sent a note: excused rather than absent. */
const EXCUSED_SHARE = 0.25;
/** The chance that a student at school on a day came late. */
const LATE_CHANCE = 0.012;
/** What the tutor writes beside an excused absence. */
const EXCUSED_NOTE = 'Note from home';

/**
 * One class's register of one day: everyone present but those away (absent, or excused for a
 * quarter of them) and the few who came late.
 *
 * @param studentIds the class's roster
 * @param away who is away from school that day
 * @param random where excuses and lateness are drawn from
 * @example registerMarks(demoClass.studentIds, new Set(absent.get(day)), random)
 */
export function registerMarks(studentIds: readonly string[], away: ReadonlySet<string>, random: Random): RegisterMark[] {
  return studentIds.map((studentId) => {
    const status: RegisterStatus = away.has(studentId) ? (random.chance(EXCUSED_SHARE) ? 'excused' : 'absent') : random.chance(LATE_CHANCE) ? 'late' : 'present';
    return { studentId, status, note: status === 'excused' ? EXCUSED_NOTE : '' };
  });
}

/** How many registers were taken, and their marks by status. */
export interface RegisterCounts {
  registers: number;
  marks: Record<RegisterStatus, number>;
}

/**
 * Takes every class's register on every school day, as a class's tutor does early that
 * morning, written as rows in batches through the store's table copies, in one transaction:
 * half a million marks one register at a time take several times as long. Away students are
 * those `absent` lists, so the registers and the whole-school attendance agree.
 *
 * @param store the school's database, which holds no register yet
 * @param classes the classes, with their rosters and tutors
 * @param absent who was away on each school day, as `absenteesByDay` answers
 * @param random where the marks and the times are drawn from
 * @param now the demo's present
 * @example const { registers } = await writeRegisters(store, classes, absent, random, now)
 */
export async function writeRegisters(
  store: Pick<Store, 'tables'>,
  classes: readonly DemoClass[],
  absent: ReadonlyMap<CalendarDay, readonly string[]>,
  random: Random,
  now: Date,
): Promise<RegisterCounts> {
  const counts: RegisterCounts = { registers: 0, marks: { present: 0, absent: 0, late: 0, excused: 0 } };
  const awayByDay = [...absent].map(([day, ids]) => ({ day, away: new Set(ids) }));
  await store.tables.write(async (put) => {
    // Class by class, each day in turn: both indexes of the marks then grow at a few places at a time.
    for (const { id, tutorIds, studentIds } of classes) {
      const registers = awayByDay.map(({ day, away }) => {
        const at = momentOn(day, 8, random.int(30, 59), now).toISOString();
        return { register: { class_id: id, day, taken_by: random.pick(tutorIds), created_at: at, updated_at: at }, marks: registerMarks(studentIds, away, random) };
      });
      await put('registers', registers.map(({ register }) => register));
      await put('register_marks', registers.flatMap(({ register: { day }, marks }) => marks.map((mark) => ({ class_id: id, day, student_id: mark.studentId, status: mark.status, note: mark.note }))));
      counts.registers += registers.length;
      for (const { status } of registers.flatMap(({ marks }) => marks)) counts.marks[status]++;
    }
  });
  return counts;
}
