import { Hono } from 'hono';
import { recordedName } from '../../contract/attendance/absentees.ts';
import { weekdayMonthDayYear, type CalendarDay } from '../../contract/dates/codecs.ts';
import { addDays, addMonths, firstDayOf, isoWeekday, monthOf, type CalendarMonth } from '../../contract/dates/month-grid.ts';
import { markAbsenteesSchema, reportMonthSchema } from '../../contract/validation/attendance.ts';
import { attendanceMessages } from '../../contract/strings/validation.ts';
import type { User } from '../db/index.ts';
import { STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { csvDocument, type CsvField } from './csv.ts';
import { fail } from './errors.ts';
import { keptAnswer } from './kept-answer.ts';
import { dayOf, jsonBody, validOrFail } from './validate.ts';

// The product's spelling of the route (spec §2).
const TUTOR_PATH = `${TUTOR_AREA}/attendence`;
const STUDENT_PATH = `${STUDENT_AREA}/attendence`;

/**
 * Attendance (spec §7): the tutor marks a day's absentees (the day's list replaced in one
 * transaction) and reads every marked day; a student reads only the days they were absent,
 * naming only them (the original read the tutor's list with a student's token). Both lists
 * answer `{absentees: AttendanceDay[]}` in date order. The tutor also downloads a month as CSV.
 * The role guards are the area prefixes'.
 *
 * @param deps the store and the clock
 * @example api.route('/', attendanceRoutes(deps))
 */
export function attendanceRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();

  // Every marked day of the year: made again only after a marking, or a change to an account (the names it shows).
  app.get(TUTOR_PATH, keptAnswer(deps.store, ['attendance', 'users'], async () => ({ absentees: await deps.store.attendance.list() })));
  app.get(STUDENT_PATH, async (c) => c.json({ absentees: await deps.store.attendance.list({ studentId: c.var.user._id }) }));

  // Our client sends `studentIds`; the original sends only the names it shows, resolved here.
  app.post(TUTOR_PATH, jsonBody(markAbsenteesSchema), async (c) => {
    const { selectedRows, date, studentIds } = c.req.valid('json').absentees;
    const day = dayOf(weekdayMonthDayYear, date);
    const marked = await deps.store.transaction(async (tx) => {
      const students = await tx.users.listByPosition('student');
      const absent = studentIds ? studentsWithIds(students, studentIds) : studentsNamed(students, selectedRows);
      await tx.attendance.replaceDay({ day, date, studentIds: absent }, deps.now());
      await c.var.audit('attendance.mark', { target: `attendance ${date} (${absent.length} absent)` }, tx);
      return tx.attendance.list({ day });
    });
    return c.json(marked[0]);
  });

  app.get(`${TUTOR_PATH}.csv`, async (c) => {
    const { month } = validOrFail(reportMonthSchema, c.req.query());
    const days = schoolDaysOf(month);
    const first = firstDayOf(month);
    const [students, absences] = await deps.store.transaction(async (tx) => [
      await tx.users.listByPosition('student'),
      await tx.attendance.absencesBetween(first, addDays(addMonths(first, 1), -1)),
    ] as const);
    const absent = new Set(absences.map((absence) => `${absence.studentId} ${absence.day}`));
    const header: CsvField[] = ['Roll No', 'Name', ...days.map((day) => `${day.slice(8, 10)}/${day.slice(5, 7)}`), 'Total'];
    const rows = students.map((student, index): CsvField[] => {
      const marks = days.map((day) => (absent.has(`${student._id} ${day}`) ? 'A' : ''));
      return [index + 1, student.fname, ...marks, marks.filter(Boolean).length];
    });
    return c.body(csvDocument([header, ...rows]), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="attendance-${month}.csv"`,
    });
  });

  return app;
}

/** The ids the tutor ticked, each a student's (else 400), once each, in the list's order. */
function studentsWithIds(students: readonly User[], ids: readonly string[]): string[] {
  const known = new Set(students.map((student) => student._id));
  if (ids.some((id) => !known.has(id))) fail(400, attendanceMessages.unknownStudent);
  const wanted = new Set(ids);
  return students.filter((student) => wanted.has(student._id)).map((student) => student._id);
}

/**
 * The students the original product names as its list shows them: the full name, capitalised
 * (`Asha Kumar`), or the first name our records keep (`Asha`), matched whatever the case and
 * spacing. A full name is taken before a first name, so `Asha` names the student called just
 * that rather than every Asha. A name no student has, or more than one has, is refused naming it.
 */
function studentsNamed(students: readonly User[], names: readonly string[]): string[] {
  const byFullName = Map.groupBy(students, (student) => spokenName(student.fname));
  const byFirstName = Map.groupBy(students, (student) => spokenName(recordedName(student)));
  const wanted = new Set<string>();
  for (const name of names) {
    const [match, ...others] = byFullName.get(spokenName(name)) ?? byFirstName.get(spokenName(name)) ?? [];
    if (!match) fail(400, attendanceMessages.unknownName(name));
    if (others.length > 0) fail(400, attendanceMessages.ambiguousName(name));
    wanted.add(match._id);
  }
  return students.filter((student) => wanted.has(student._id)).map((student) => student._id);
}

/** A name as it is said, not as it was typed: lower case, single spaces, no spaces around. */
function spokenName(name: string): string {
  return name.trim().split(/\s+/).join(' ').toLowerCase();
}

/** Every day of `month` but Sundays (a holiday, spec §4), in order. */
function schoolDaysOf(month: CalendarMonth): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let day = firstDayOf(month); monthOf(day) === month; day = addDays(day, 1)) {
    if (isoWeekday(day) !== 7) days.push(day);
  }
  return days;
}
