import { Hono } from 'hono';
import { recordedName } from '../../contract/attendance/absentees.ts';
import { dayStatus, monthAttendance } from '../../contract/attendance/day-status.ts';
import { isClosedDay, schoolDaysOf } from '../../contract/attendance/school-days.ts';
import { weekdayMonthDayYear, type CalendarDay } from '../../contract/dates/codecs.ts';
import { addDays, addMonths, firstDayOf, type CalendarMonth } from '../../contract/dates/month-grid.ts';
import { dayInZone } from '../../contract/dates/time-zones.ts';
import type { DayStatus, RegisterStatus } from '../../contract/records/register.ts';
import { attendanceSheetSchema, markAbsenteesSchema, reportMonthSchema } from '../../contract/validation/attendance.ts';
import { registerMessages } from '../../contract/strings/registers.ts';
import { attendanceMessages } from '../../contract/strings/validation.ts';
import type { Queries, User } from '../db/index.ts';
import { GUARDIAN_AREA, STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';
import { guardiansChild } from './audiences.ts';
import { compressedJson } from './compressed-json.ts';
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
 * answer `{absentees: AttendanceDay[]}` in date order, each day's absentees also by full name
 * for our client. The product's list is the whole school's register of that day (school-model.md):
 * a student's month (`GET /student/home/attendance`) reads it beside the class registers, and so
 * does the month's spreadsheet, of every student or of one class. No day the school is closed is
 * marked. The role guards are the area prefixes'.
 *
 * @param deps the store and the clock
 * @example api.route('/', attendanceRoutes(deps))
 */
export function attendanceRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();

  // Every marked day of the year: made again only after a marking, or a change to an account (the names it shows).
  app.get(TUTOR_PATH, keptAnswer(deps.store, ['attendance', 'users'], async () => ({ absentees: deps.store.attendance.eachDay() })));
  app.get(STUDENT_PATH, async (c) => compressedJson(c, { absentees: await deps.store.attendance.list({ studentId: c.var.user._id }) }));

  // Our client sends `studentIds`; the original sends only the names it shows, resolved here.
  app.post(TUTOR_PATH, jsonBody(markAbsenteesSchema), async (c) => {
    const { selectedRows, date, studentIds } = c.req.valid('json').absentees;
    const day = dayOf(weekdayMonthDayYear, date);
    const marked = await deps.store.transaction(async (tx) => {
      const students = await tx.users.listByPosition('student');
      if (isClosedDay(day, await tx.school.read())) fail(400, registerMessages.closedDay);
      const absent = studentIds ? studentsWithIds(students, studentIds) : studentsNamed(students, selectedRows);
      await tx.attendance.replaceDay({ day, date, studentIds: absent }, deps.now());
      await c.var.audit('attendance.mark', { target: `attendance ${date} (${absent.length} absent)` }, tx);
      return tx.attendance.list({ day });
    });
    return compressedJson(c, marked[0]);
  });

  // A student's month: every register that covered them, the whole school's included (school-model.md).
  app.get(`${STUDENT_AREA}/attendance`, async (c) => compressedJson(c, await monthOf(c.var.user._id, c.req.query())));
  // A guardian reads each child's month as the child does (school-model.md); another id is 404.
  app.get(`${GUARDIAN_AREA}/children/:id/attendance`, async (c) => compressedJson(c, await monthOf((await guardiansChild(c, deps.store)).studentId, c.req.query())));

  /** A student's month of statuses and counts, for `?month=` of the query. */
  async function monthOf(studentId: string, query: Record<string, string>) {
    const { month } = validOrFail(reportMonthSchema, query);
    const [school, marksOf] = await deps.store.transaction(async (tx) => [await tx.school.read(), await monthMarks(tx, month, studentId)] as const);
    return monthAttendance(month, dayInZone(deps.now(), school.timeZone), school, (day) => marksOf(studentId, day));
  }

  app.get(`${TUTOR_PATH}.csv`, async (c) => {
    const { month, class: classId } = validOrFail(attendanceSheetSchema, c.req.query());
    const [school, students, marksOf] = await deps.store.transaction(async (tx) => [await tx.school.read(), await studentsOn(tx, classId), await monthMarks(tx, month)] as const);
    const days = schoolDaysOf(month, school);
    const header: CsvField[] = ['Roll No', 'Name', ...days.map((day) => `${day.slice(8, 10)}/${day.slice(5, 7)}`), ...SHEET_TOTALS.map(([label]) => label)];
    const rows = students.map((student): CsvField[] => {
      const statuses = days.map((day) => dayStatus(day, school, marksOf(student._id, day)));
      const totals = SHEET_TOTALS.map(([, status]) => statuses.filter((each) => each === status).length);
      return [student.admissionNo ?? '', student.fname, ...statuses.map((status) => SHEET_MARKS[status]), ...totals];
    });
    const name = classId ? `attendance-${month}-${classId}.csv` : `attendance-${month}.csv`;
    return c.body(csvDocument([header, ...rows]), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
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

/** A day's cell of the spreadsheet: a letter for each exception; a day present, or nobody's register taken, is blank. */
const SHEET_MARKS: Record<DayStatus, string> = { present: '', absent: 'A', late: 'L', excused: 'E', 'not-marked': '', holiday: '' };
/** The totals at the end of each row, one per mark. */
const SHEET_TOTALS: readonly (readonly [string, RegisterStatus])[] = [
  ['Present', 'present'],
  ['Absent', 'absent'],
  ['Late', 'late'],
  ['Excused', 'excused'],
];

/** The spreadsheet's students by name: a class's roster now, or every student; an unknown class is 404. */
async function studentsOn(tx: Queries, classId: string | undefined): Promise<User[]> {
  if (!classId) return tx.users.listByPosition('student');
  if (!(await tx.classes.find(classId))) fail(404, registerMessages.classNotFound);
  return tx.users.listOfClass(classId);
}

/**
 * Every mark of `month`, read once, as a lookup by student and day: each class register's mark,
 * and on a day the whole school's register was taken (the product's list of absentees) absent
 * for those it lists and present for everyone else. With `studentId`, only that student's.
 */
async function monthMarks(tx: Queries, month: CalendarMonth, studentId?: string): Promise<(studentId: string, day: CalendarDay) => RegisterStatus[]> {
  const first = firstDayOf(month);
  const last = addDays(addMonths(first, 1), -1);
  const registerMarks = Map.groupBy(await tx.registers.marksBetween(first, last, { studentId }), (mark) => `${mark.studentId} ${mark.day}`);
  const wholeSchoolDays = new Set(await tx.attendance.markedDaysBetween(first, last));
  const absent = new Set((await tx.attendance.absencesBetween(first, last, studentId)).map((absence) => `${absence.studentId} ${absence.day}`));
  return (student, day) => {
    const key = `${student} ${day}`;
    const marks = (registerMarks.get(key) ?? []).map((mark) => mark.status);
    if (wholeSchoolDays.has(day)) marks.push(absent.has(key) ? 'absent' : 'present');
    return marks;
  };
}
