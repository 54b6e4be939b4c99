import { Hono } from 'hono';
import { isClosedDay } from '../../contract/attendance/school-days.ts';
import type { CalendarDay } from '../../contract/dates/codecs.ts';
import type { ClassRegister, RegisterEntry, RegisterStatus } from '../../contract/records/register.ts';
import { registerMessages } from '../../contract/strings/registers.ts';
import { registerDaySchema, takeRegisterSchema } from '../../contract/validation/registers.ts';
import { alertsAfterRegister, DEFAULT_ABSENCE_ALERT_DELAY_MIN } from '../absence-alerts/register-alerts.ts';
import type { Queries, RegisterMark } from '../db/index.ts';
import { transactionWithMail } from '../mail/queue-mail.ts';
import { TUTOR_AREA } from './area-guards.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail } from './errors.ts';
import { jsonBody, validOrFail } from './validate.ts';

const PATH = `${TUTOR_AREA}/classes/:id/register/:day`;
const MINUTE = 60_000;

/**
 * Class registers (school-model.md): one class on one day. Any tutor reads and takes any
 * class's register, as tutors read everything: a cover teacher takes the register of a class
 * they do not teach. Before it is taken a register is the class's roster, everyone present;
 * taking it writes a mark for every student of the class (those not named present) in one
 * transaction with its audit event, and takes it again the same way. No register is taken on a
 * day the school is closed (its closed weekdays and holidays). A register of today updates the
 * day's absence alerts in its transaction (absence-alerts/register-alerts.ts), and queues the
 * follow-ups of alerts already sent. The role guard is the area prefix's.
 *
 * @param deps the store and the clock
 * @example api.route('/', registersRoutes(deps))
 */
export function registersRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();

  app.get(PATH, async (c) => {
    const day = validOrFail(registerDaySchema, c.req.param('day'));
    const classId = c.req.param('id');
    return compressedJson(c, (await deps.store.reading((queries) => registerOf(queries, classId, day))) ?? fail(404, registerMessages.classNotFound));
  });

  app.put(PATH, jsonBody(takeRegisterSchema), async (c) => {
    const day = validOrFail(registerDaySchema, c.req.param('day'));
    const classId = c.req.param('id');
    const { entries } = c.req.valid('json');
    let alertsWaiting = false;
    const register = await transactionWithMail(deps, async (tx, queue) => {
      const name = await classNameOrFail(tx, classId);
      if (isClosedDay(day, await tx.school.read())) fail(400, registerMessages.closedDay);
      const marks = marksOf(await studentsOf(tx, classId, day), entries);
      const now = deps.now();
      await tx.registers.replace(classId, day, c.var.user._id, marks, now);
      await c.var.audit('register.take', { target: `register ${classId} "${name}" ${day} (${summaryOf(marks)})` }, tx);
      const alerts = await alertsAfterRegister(tx, { day, studentIds: marks.map((mark) => mark.studentId), now, delayMs: deps.absenceAlertDelayMs ?? DEFAULT_ABSENCE_ALERT_DELAY_MIN * MINUTE });
      queue(alerts.followUps);
      alertsWaiting = alerts.added;
      return (await registerOf(tx, classId, day)) ?? fail(404, registerMessages.classNotFound);
    });
    // An alert due at once (no grace time) goes with the worker's next look, now.
    if (alertsWaiting) deps.mailWorker.wake();
    return compressedJson(c, register);
  });

  return app;
}

/** The class's name; 404 when there is no such class, archived or not. */
async function classNameOrFail(tx: Queries, classId: string): Promise<string> {
  const found = await tx.classes.find(classId);
  if (!found) fail(404, registerMessages.classNotFound);
  return found.name;
}

/** The register as the API answers it: as taken, or the roster all present until then; undefined when there is no such class. Two queries. */
async function registerOf(queries: Queries, classId: string, day: CalendarDay): Promise<ClassRegister | undefined> {
  const heading = await queries.registers.heading(classId, day);
  if (!heading) return undefined;
  const { closed, taken } = heading;
  if (!taken) return { date: day, classId, taken: false, entries: await queries.registers.untaken(classId), closed };
  return { date: day, classId, taken: true, entries: await queries.registers.marks(classId, day), closed, takenAt: taken.takenAt, takenBy: taken.takenBy };
}

/**
 * Who a register of `day` marks: the class's roster now, and whoever the register already
 * marked (a student who has left the class keeps the mark of a day they were in it).
 */
async function studentsOf(tx: Queries, classId: string, day: CalendarDay): Promise<Set<string>> {
  return new Set([...(await tx.classes.rosterIds(classId)), ...(await tx.registers.markedIds(classId, day))]);
}

/** A mark for each of `students`: as named, else present; a named student who is not one of them is 400. */
function marksOf(students: ReadonlySet<string>, entries: readonly { studentId: string; status: RegisterStatus; note?: string }[]): RegisterMark[] {
  if (entries.some((entry) => !students.has(entry.studentId))) fail(400, registerMessages.notOnRoster);
  const named = new Map(entries.map((entry) => [entry.studentId, entry]));
  return [...students].map((studentId) => ({ studentId, status: named.get(studentId)?.status ?? 'present', note: named.get(studentId)?.note ?? '' }));
}

/** The audit log's words for a register's exceptions: `30 marked: 2 absent, 1 late, 0 excused`. */
function summaryOf(marks: readonly Pick<RegisterEntry, 'status'>[]): string {
  const count = (status: RegisterStatus) => marks.filter((mark) => mark.status === status).length;
  return `${marks.length} marked: ${count('absent')} absent, ${count('late')} late, ${count('excused')} excused`;
}
