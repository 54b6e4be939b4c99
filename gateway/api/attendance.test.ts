import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AttendanceDay } from '../../contract/records/attendance.ts';
import type { MonthAttendance } from '../../contract/records/register.ts';
import { weekdayMonthDayYear } from '../../contract/dates/codecs.ts';
import { addDays } from '../../contract/dates/month-grid.ts';
import { registerMessages } from '../../contract/strings/registers.ts';
import { attendanceMessages, recordMessages } from '../../contract/strings/validation.ts';
import { defaultSchoolSettings, type User } from '../db/index.ts';
import { startSignedInApi, startTestApi, student, tutor, type AccountDetails, type TestApi } from '../testing/api-harness.ts';

const TUTOR_PATH = '/tutor/home/attendence';
const STUDENT_PATH = '/student/home/attendence';
const CSV_PATH = '/tutor/home/attendence.csv';
const MONDAY = 'Mon Nov 23 2026';
const TUESDAY = 'Tue Nov 24 2026';

let t: TestApi;
let tutorToken: string;
let studentToken: string;
/** Asha (the harness's student, logged in), ben das and Carla Mehta. */
let asha: User;
let ben: User;
let carla: User;
/** The test API, its tutor and Asha signed in, Ben and Carla made. */
async function startSchool(overrides?: Parameters<typeof startSignedInApi>[0]) {
  ({ t, tutorToken, studentToken } = await startSignedInApi(overrides));
  asha = (await t.store.users.findByEmail(student.email)) as User;
  ben = await t.createUser('student', account('ben das', 'ben@school.test'));
  carla = await t.createUser('student', account('Carla Mehta', 'carla@school.test'));
}
beforeEach(() => startSchool());
afterEach(() => t.close());

function account(fname: string, email: string): AccountDetails {
  return { ...student, fname, email };
}
const mark = (absentees: Record<string, unknown>, token = tutorToken) => t.request('POST', TUTOR_PATH, { absentees }, token);
const marked = async (absentees: Record<string, unknown>) => {
  const response = await mark(absentees);
  expect(response.status).toBe(200);
  return (await response.json()) as AttendanceDay;
};
const byIds = (date: string, ...students: User[]) => ({ selectedRows: [], date, studentIds: students.map((one) => one._id) });
const list = async (path = TUTOR_PATH, token = tutorToken) => {
  const response = await t.request('GET', path, undefined, token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { absentees: AttendanceDay[] }).absentees;
};
const day = (date: string, ...students: User[]): AttendanceDay => ({
  absentees: { selectedRows: students.map((one) => capitalisedFirstName(one.fname)), date, studentIds: students.map((one) => one._id), names: students.map((one) => capitalised(one.fname)) },
});
const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const capitalisedFirstName = (fname: string) => {
  return capitalised(fname.split(' ')[0] ?? '');
};
const refusal = async (response: Response) => ({ status: response.status, message: ((await response.json()) as { message: string }).message });
const auditTrail = async () => (await t.store.auditEvents.list({ since: new Date(0), actor: tutor.email })).map((event) => [event.action, event.target]);

describe('who may call', () => {
  it.each([
    ['GET', TUTOR_PATH],
    ['POST', TUTOR_PATH],
    ['GET', STUDENT_PATH],
    ['GET', `${CSV_PATH}?month=2026-11`],
  ])('%s %s refuses a caller without a token with 401', async (method, path) => {
    const response = await t.request(method, path, method === 'POST' ? { absentees: byIds(MONDAY, asha) } : undefined);
    expect(response.status).toBe(401);
    expect(await list()).toEqual([]);
  });

  it('refuses a student every tutor call with 403, recording nothing', async () => {
    await marked(byIds(MONDAY, ben));
    expect((await mark(byIds(MONDAY, asha), studentToken)).status).toBe(403);
    expect((await t.request('GET', TUTOR_PATH, undefined, studentToken)).status).toBe(403);
    expect((await t.request('GET', `${CSV_PATH}?month=2026-11`, undefined, studentToken)).status).toBe(403);
    expect(await list()).toEqual([day(MONDAY, ben)]);
  });

  it('refuses a tutor the student’s list with 403', async () => {
    expect((await t.request('GET', STUDENT_PATH, undefined, tutorToken)).status).toBe(403);
  });
});

describe('marking a day by student id (our client)', () => {
  it('records the day and answers it: capitalised first names by name, the ids and full names in the same order, the date as sent', async () => {
    const answer = await marked(byIds(MONDAY, carla, ben, asha));
    expect(answer).toEqual({
      absentees: { selectedRows: ['Asha', 'Ben', 'Carla'], date: MONDAY, studentIds: [asha._id, ben._id, carla._id], names: ['Asha', 'Ben das', 'Carla Mehta'] },
    });
    expect(await list()).toEqual([answer]);
  });

  it('records each student once, however often they are sent', async () => {
    expect(await marked(byIds(MONDAY, ben, asha, ben, ben))).toEqual(day(MONDAY, asha, ben));
  });

  it('replaces the day’s list when the day is marked again: no duplicates, nobody left over', async () => {
    await marked(byIds(MONDAY, asha, ben));
    await marked(byIds(TUESDAY, asha));
    expect(await marked(byIds(MONDAY, ben, carla))).toEqual(day(MONDAY, ben, carla));
    expect(await list()).toEqual([day(MONDAY, ben, carla), day(TUESDAY, asha)]);
  });

  it('records a day with nobody absent, so it reads as marked', async () => {
    await marked(byIds(MONDAY, asha));
    expect(await marked(byIds(MONDAY))).toEqual(day(MONDAY));
    expect(await list()).toEqual([day(MONDAY)]);
  });

  it('goes by the ids when both are sent', async () => {
    expect(await marked({ ...byIds(MONDAY, carla), selectedRows: ['Asha', 'Nobody'] })).toEqual(day(MONDAY, carla));
  });

  it.each([
    ['an unknown id', () => 'no-such-id'],
    ['a tutor’s id', async () => (await t.store.users.findByEmail(tutor.email))?._id ?? ''],
  ])('refuses %s with 400, keeping the day’s earlier list', async (_case, idOf) => {
    await marked(byIds(MONDAY, asha));
    const response = await mark({ selectedRows: [], date: MONDAY, studentIds: [ben._id, await idOf()] });
    expect(await refusal(response)).toEqual({ status: 400, message: attendanceMessages.unknownStudent });
    expect(await list()).toEqual([day(MONDAY, asha)]);
  });

  it('records the marking in the audit log, naming the day and the count', async () => {
    await marked(byIds(MONDAY, asha, ben));
    await marked(byIds(MONDAY));
    expect((await auditTrail()).filter(([action]) => action === 'attendance.mark')).toEqual([
      ['attendance.mark', `attendance ${MONDAY} (2 absent)`],
      ['attendance.mark', `attendance ${MONDAY} (0 absent)`],
    ]);
  });
});

describe('marking a day by name (the original product)', () => {
  it('resolves each capitalised first name to its student, whatever the case', async () => {
    expect(await marked({ selectedRows: ['Asha', 'BEN', 'carla'], date: MONDAY })).toEqual(day(MONDAY, asha, ben, carla));
  });

  it('resolves a full name as the original client sends it, capitalised as shown, whatever the case and spacing', async () => {
    expect(await marked({ selectedRows: ['Ben das', 'Carla Mehta', 'asha'], date: MONDAY })).toEqual(day(MONDAY, asha, ben, carla));
    expect(await marked({ selectedRows: ['  CARLA   mehta '], date: TUESDAY })).toEqual(day(TUESDAY, carla));
  });

  it('takes a full name before a first name, so a student called just Asha is not mistaken for Asha Kumar', async () => {
    const ashaKumar = await t.createUser('student', account('Asha Kumar', 'asha.kumar@school.test'));
    expect(await marked({ selectedRows: ['Asha'], date: MONDAY })).toEqual(day(MONDAY, asha));
    expect(await marked({ selectedRows: ['Asha Kumar'], date: TUESDAY })).toEqual(day(TUESDAY, ashaKumar));
  });

  it('refuses a full name two students share with 400 naming it, recording nothing', async () => {
    await t.createUser('student', account('Carla Mehta', 'carla.two@school.test'));
    expect(await refusal(await mark({ selectedRows: ['Ben Das', 'Carla Mehta'], date: MONDAY }))).toEqual({ status: 400, message: attendanceMessages.ambiguousName('Carla Mehta') });
    expect(await list()).toEqual([]);
  });

  it('records a student named twice once', async () => {
    expect(await marked({ selectedRows: ['Ben', 'ben', 'Asha'], date: MONDAY })).toEqual(day(MONDAY, asha, ben));
  });

  it('refuses a name no student has with 400 naming it, keeping the day’s earlier list', async () => {
    await marked(byIds(MONDAY, asha));
    expect(await refusal(await mark({ selectedRows: ['Ben', 'Zed'], date: MONDAY }))).toEqual({ status: 400, message: attendanceMessages.unknownName('Zed') });
    expect(await refusal(await mark({ selectedRows: ['Ben Dasgupta'], date: MONDAY }))).toEqual({ status: 400, message: attendanceMessages.unknownName('Ben Dasgupta') });
    expect(await list()).toEqual([day(MONDAY, asha)]);
  });

  it('refuses a name two students share with 400 naming it, recording nothing', async () => {
    await t.createUser('student', account('Ben Kumar', 'ben.kumar@school.test'));
    expect(await refusal(await mark({ selectedRows: ['Asha', 'ben'], date: MONDAY }))).toEqual({ status: 400, message: attendanceMessages.ambiguousName('ben') });
    expect(await list()).toEqual([]);
  });

  it('takes an empty list of names as nobody absent', async () => {
    expect(await marked({ selectedRows: [], date: MONDAY })).toEqual(day(MONDAY));
  });
});

describe('the date', () => {
  it('refuses a Sunday with 400 and the holiday message, recording nothing', async () => {
    expect(await refusal(await mark(byIds('Sun Nov 22 2026', asha)))).toEqual({ status: 400, message: attendanceMessages.sunday });
    expect(await list()).toEqual([]);
  });

  it.each([
    ['the wrong weekday', 'Tue Nov 23 2026'],
    ['no weekday', 'Nov 23 2026'],
    ['an ISO date', '2026-11-23'],
    ['an impossible day', 'Mon Feb 30 2026'],
    ['an empty date', ''],
  ])('refuses %s (%j) with 400, recording nothing', async (_case, date) => {
    expect(await refusal(await mark(byIds(date, asha)))).toEqual({ status: 400, message: recordMessages.dateInvalid(weekdayMonthDayYear.example) });
    expect(await list()).toEqual([]);
  });

  it('refuses a holiday or a closed weekday of the school settings with 400, recording nothing', async () => {
    await t.store.school.write({ ...defaultSchoolSettings(), closedWeekdays: [0, 1], holidays: ['2026-11-24'] }, new Date());
    for (const date of [MONDAY, TUESDAY]) expect(await refusal(await mark(byIds(date, asha)))).toEqual({ status: 400, message: registerMessages.closedDay });
    expect(await list()).toEqual([]);
  });

  it('refuses a body without its absentees with 400', async () => {
    expect((await t.request('POST', TUTOR_PATH, { selectedRows: ['Asha'], date: MONDAY }, tutorToken)).status).toBe(400);
    expect(await list()).toEqual([]);
  });
});

describe('the tutor’s list', () => {
  it('answers {absentees} with every marked day in date order, across months and years', async () => {
    await marked(byIds('Fri Jan 01 2027', carla));
    await marked(byIds('Tue Dec 01 2026', ben));
    await marked(byIds(MONDAY, asha));
    await marked(byIds('Fri Oct 30 2026'));
    expect((await list()).map((one) => one.absentees.date)).toEqual(['Fri Oct 30 2026', MONDAY, 'Tue Dec 01 2026', 'Fri Jan 01 2027']);
  });

  it('names the students as they are called now', async () => {
    await marked(byIds(MONDAY, ben));
    await t.request('PUT', `/tutor/home/students/${ben._id}`, { name: 'Benjamin Das', email: ben.email, contact: ben.contact }, tutorToken);
    expect(await list()).toEqual([{ absentees: { selectedRows: ['Benjamin'], date: MONDAY, studentIds: [ben._id], names: ['Benjamin Das'] } }]);
  });

  it('keeps a blocked student’s history', async () => {
    await marked(byIds(MONDAY, asha, ben));
    expect((await t.request('PATCH', `/tutor/home/students/${ben._id}`, { blocked: true }, tutorToken)).status).toBe(200);
    expect(await list()).toEqual([day(MONDAY, asha, ben)]);
  });

  it('answers forty marked days, each once, in date order, with its absentees', async () => {
    const days = Array.from({ length: 40 }, (_, index) => addDays('2026-09-01', index));
    for (const [index, each] of days.entries()) {
      const absent = [asha, ben, carla].filter((_, who) => (index + who) % 3 !== 0);
      await t.store.attendance.replaceDay({ day: each, date: weekdayMonthDayYear.format(each), studentIds: absent.map((one) => one._id) }, new Date());
    }
    const expected = days.map((each, index) => day(weekdayMonthDayYear.format(each), ...[asha, ben, carla].filter((_, who) => (index + who) % 3 !== 0)));
    expect(await list()).toEqual(expected);
  });

  it('answers an empty list before any day is marked', async () => {
    expect(await (await t.request('GET', TUTOR_PATH, undefined, tutorToken)).json()).toEqual({ absentees: [] });
  });
});

describe('the student’s list', () => {
  beforeEach(async () => {
    await marked(byIds(MONDAY, asha, ben, carla));
    await marked(byIds(TUESDAY, ben));
    await marked(byIds('Wed Nov 25 2026'));
    await marked(byIds('Thu Nov 26 2026', asha));
  });

  it('holds only the days this student was absent, each naming only them', async () => {
    const response = await t.request('GET', STUDENT_PATH, undefined, studentToken);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ absentees: [day(MONDAY, asha), day('Thu Nov 26 2026', asha)] });
    for (const other of [ben, carla]) {
      expect(text).not.toContain(other._id);
      expect(text).not.toContain(capitalisedFirstName(other.fname));
    }
  });

  it('gives each student their own days', async () => {
    const benToken = await t.login('student', ben.email, student.password);
    expect(await list(STUDENT_PATH, benToken)).toEqual([day(MONDAY, ben), day(TUESDAY, ben)]);
  });

  it('is empty for a student never absent', async () => {
    await t.createUser('student', account('Dev Roy', 'dev@school.test'));
    const devToken = await t.login('student', 'dev@school.test', student.password);
    expect(await list(STUDENT_PATH, devToken)).toEqual([]);
  });
});

describe('GET /tutor/home/attendence.csv?month=…', () => {
  const download = (month: string) => t.request('GET', `${CSV_PATH}?month=${encodeURIComponent(month)}`, undefined, tutorToken);
  /** The cells of each line, read back as a spreadsheet reads our quoted fields. */
  const table = (text: string) =>
    text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((match) => (match[1] ?? '').replaceAll('""', '"')));
  const columnOf = (header: string[], label: string) => header.indexOf(label);

  it('answers a UTF-8 CSV download with a byte order mark, CRLF line ends, every field quoted', async () => {
    const response = await download('2026-11');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="attendance-2026-11.csv"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of text.slice(1).split('\r\n').filter(Boolean)) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
  });

  const TOTALS = ['Present', 'Absent', 'Late', 'Excused'];
  /** A row's totals, in TOTALS's order. */
  const totalsOf = (row: string[] | undefined) => row?.slice(-4);

  it('has Roll No, Name, one DD/MM column per school day (no Sundays: 25 in November 2026) and a total per mark', async () => {
    const [header] = table(await (await download('2026-11')).text());
    const days = header?.slice(2, -4) ?? [];
    expect(header?.slice(0, 2)).toEqual(['Roll No', 'Name']);
    expect(header?.slice(-4)).toEqual(TOTALS);
    expect(days).toHaveLength(25);
    expect(days.slice(0, 7)).toEqual(['02/11', '03/11', '04/11', '05/11', '06/11', '07/11', '09/11']);
    expect(days.at(-1)).toBe('30/11');
    for (const sunday of ['01/11', '08/11', '15/11', '22/11', '29/11']) expect(days).not.toContain(sunday);
  });

  it('leaves out the closed weekdays and holidays of the school settings', async () => {
    await t.store.school.write({ ...defaultSchoolSettings(), closedWeekdays: [0, 6], holidays: ['2026-11-02'] }, new Date());
    const [header = []] = table(await (await download('2026-11')).text());
    expect(header.slice(2, 6)).toEqual(['03/11', '04/11', '05/11', '06/11']);
    // 30 days: 9 weekend days, 1 holiday.
    expect(header).toHaveLength(2 + 20 + 4);
  });

  it('has one row per student by name with the admission number as Roll No, blocked ones too, with A on each absent day and the totals', async () => {
    await marked(byIds(MONDAY, asha, ben));
    await marked(byIds(TUESDAY, ben));
    await marked(byIds('Mon Nov 02 2026', ben));
    await marked(byIds('Tue Dec 01 2026', asha, carla));
    await marked(byIds('Fri Oct 30 2026', carla));
    await t.request('PATCH', `/tutor/home/students/${ben._id}`, { blocked: true }, tutorToken);
    const [header = [], ...rows] = table(await (await download('2026-11')).text());
    expect(rows.map((row) => [row[0], row[1], ...(totalsOf(row) ?? [])])).toEqual([
      [asha.admissionNo, 'Asha', '2', '1', '0', '0'],
      [ben.admissionNo, 'ben das', '0', '3', '0', '0'],
      [carla.admissionNo, 'Carla Mehta', '3', '0', '0', '0'],
    ]);
    const absentOn = (row: string[] | undefined) => header.filter((_label, index) => index > 1 && row?.[index] === 'A');
    expect(absentOn(rows[0])).toEqual(['23/11']);
    expect(absentOn(rows[1])).toEqual(['02/11', '23/11', '24/11']);
    expect(absentOn(rows[2])).toEqual([]);
    expect(rows[2]?.slice(2, -4).every((cell) => cell === '')).toBe(true);
    expect(rows.every((row) => row.length === header.length)).toBe(true);
  });

  it('counts only the month asked for', async () => {
    await marked(byIds('Tue Dec 01 2026', asha, carla));
    const [header = [], ...rows] = table(await (await download('2026-12')).text());
    expect(rows.map((row) => row.at(-3))).toEqual(['1', '0', '1']);
    expect(rows[0]?.[columnOf(header, '01/12')]).toBe('A');
    // December 2026: 31 days, 4 of them Sundays.
    expect(header).toHaveLength(2 + 27 + 4);
  });

  it('with &class=, has only that class’s roster, and every register’s marks: A, L, E, the worst of a day’s', async () => {
    const classId = await t.store.classes.create('7B', [], new Date());
    const other = await t.store.classes.create('Choir', [], new Date());
    await t.store.classes.setRoster(classId, [asha._id, carla._id]);
    await t.store.classes.setRoster(other, [asha._id]);
    const tutorId = (await t.store.users.findByEmail(tutor.email))?._id ?? '';
    await t.store.registers.replace(classId, '2026-11-23', tutorId, [{ studentId: asha._id, status: 'late', note: '' }, { studentId: carla._id, status: 'excused', note: 'dentist' }], new Date());
    await t.store.registers.replace(other, '2026-11-23', tutorId, [{ studentId: asha._id, status: 'present', note: '' }], new Date());
    await t.store.registers.replace(classId, '2026-11-24', tutorId, [{ studentId: asha._id, status: 'present', note: '' }, { studentId: carla._id, status: 'present', note: '' }], new Date());
    await t.store.registers.replace(other, '2026-11-24', tutorId, [{ studentId: asha._id, status: 'absent', note: '' }], new Date());
    const response = await t.request('GET', `${CSV_PATH}?month=2026-11&class=${classId}`, undefined, tutorToken);
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="attendance-2026-11-${classId}.csv"`);
    const [header = [], ...rows] = table(await response.text());
    expect(rows.map((row) => [row[0], row[1], row[columnOf(header, '23/11')], row[columnOf(header, '24/11')], ...(totalsOf(row) ?? [])])).toEqual([
      [asha.admissionNo, 'Asha', 'L', 'A', '0', '1', '1', '0'],
      [carla.admissionNo, 'Carla Mehta', 'E', '', '1', '0', '0', '1'],
    ]);
  });

  it('answers 404 for a class that does not exist', async () => {
    expect(await refusal(await t.request('GET', `${CSV_PATH}?month=2026-11&class=nope`, undefined, tutorToken))).toEqual({ status: 404, message: registerMessages.classNotFound });
  });

  it('quotes names with quotes and commas, and neutralises a name beginning with = as text', async () => {
    await t.createUser('student', account('=HYPERLINK("http://evil.test","Click")', 'evil@school.test'));
    await t.createUser('student', account('Dev "D", Roy', 'dev@school.test'));
    await t.createUser('student', account('@risk', 'at@school.test'));
    const text = await (await download('2026-11')).text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(text).toContain(`"'@risk"`);
    expect(text).toContain(`"Dev ""D"", Roy"`);
    expect(text).not.toMatch(/(^|,|\n)"?=/);
    expect(table(text).map((row) => row[1])).toContain(`'=HYPERLINK("http://evil.test","Click")`);
  });

  it('answers just the header when there are no students', async () => {
    const fresh = await startTestApi();
    try {
      const token = await fresh.tokenFor('tutor');
      const response = await fresh.request('GET', `${CSV_PATH}?month=2026-11`, undefined, token);
      expect(table(await response.text())).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it.each([['2026-13'], ['2026-1'], ['Nov 2026'], ['2100-01'], ['']])('refuses the month %j with 400', async (month) => {
    expect(await refusal(await download(month))).toEqual({ status: 400, message: attendanceMessages.monthInvalid });
  });

  it('refuses a download without a month with 400', async () => {
    expect(await refusal(await t.request('GET', CSV_PATH, undefined, tutorToken))).toEqual({ status: 400, message: attendanceMessages.monthInvalid });
  });
});

describe('GET /student/home/attendance?month=… (a student’s month)', () => {
  // 20:00 UTC on 25 November is already the 26th at a school in Kolkata.
  const NOW = new Date('2026-11-25T20:00:00Z');
  const MONTH_PATH = '/student/home/attendance';
  let classId: string;
  let choirId: string;
  const month = async (value: string, token = studentToken) => {
    const response = await t.request('GET', `${MONTH_PATH}?month=${value}`, undefined, token);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as MonthAttendance;
  };
  const take = async (id: string, day: string, entries: { studentId: string; status: string }[]) => {
    expect((await t.request('PUT', `/tutor/home/classes/${id}/register/${day}`, { entries }, tutorToken)).status).toBe(200);
  };
  const statusesOf = (answer: MonthAttendance) => Object.fromEntries(answer.days.map((one) => [one.date.slice(8), one.status]));

  beforeEach(async () => {
    await t.close();
    await startSchool({ now: () => NOW });
    await t.store.school.write({ ...defaultSchoolSettings(), timeZone: 'Asia/Kolkata' }, NOW);
    classId = await t.store.classes.create('7B', [], NOW);
    choirId = await t.store.classes.create('Choir', [], NOW);
    await t.store.classes.setRoster(classId, [asha._id, ben._id]);
    await t.store.classes.setRoster(choirId, [asha._id]);
    await take(classId, '2026-11-02', [{ studentId: asha._id, status: 'absent' }]);
    await take(classId, '2026-11-03', [{ studentId: asha._id, status: 'late' }]);
    await take(choirId, '2026-11-03', []);
    await take(classId, '2026-11-04', [{ studentId: asha._id, status: 'excused' }]);
    await marked(byIds('Thu Nov 05 2026'));
    await marked(byIds('Fri Nov 06 2026', asha));
    await take(classId, '2026-11-06', []);
    await take(choirId, '2026-11-09', []);
    await take(classId, '2026-11-09', [{ studentId: asha._id, status: 'excused' }]);
    // Taken, then the day made a holiday: the holiday wins.
    await take(classId, '2026-11-10', [{ studentId: asha._id, status: 'absent' }]);
    await t.store.school.write({ ...defaultSchoolSettings(), timeZone: 'Asia/Kolkata', holidays: ['2026-11-10'] }, NOW);
    await take(classId, '2026-11-26', [{ studentId: asha._id, status: 'late' }]);
  });

  it('gives each day up to the school’s today its status: the worst mark of every register, the whole school’s too; holidays; not marked', async () => {
    const answer = await month('2026-11');
    expect(answer.month).toBe('2026-11');
    expect(answer.days.map((one) => one.date)).toEqual(Array.from({ length: 26 }, (_none, index) => `2026-11-${String(index + 1).padStart(2, '0')}`));
    expect(statusesOf(answer)).toMatchObject({
      '01': 'holiday',
      '02': 'absent',
      '03': 'late',
      '04': 'excused',
      '05': 'present',
      '06': 'absent',
      '07': 'not-marked',
      '08': 'holiday',
      '09': 'excused',
      '10': 'holiday',
      '11': 'not-marked',
      '26': 'late',
    });
    expect(answer.counts).toEqual({ present: 1, absent: 2, late: 2, excused: 2, notMarked: 14, schoolDays: 21 });
  });

  it('gives each student their own marks', async () => {
    const benAnswer = await month('2026-11', await t.login('student', ben.email, student.password));
    expect(statusesOf(benAnswer)).toMatchObject({ '02': 'present', '03': 'present', '05': 'present', '06': 'present', '07': 'not-marked' });
    expect(benAnswer.counts).toMatchObject({ absent: 0, late: 0, excused: 0 });
    // Carla is in no class: only the whole school's register covers her.
    const carlaAnswer = await month('2026-11', await t.login('student', carla.email, student.password));
    expect(carlaAnswer.days.filter((one) => one.status !== 'not-marked' && one.status !== 'holiday').map((one) => [one.date, one.status])).toEqual([
      ['2026-11-05', 'present'],
      ['2026-11-06', 'present'],
    ]);
  });

  it('answers a month after today with no days, and a past month whole', async () => {
    expect(await month('2026-12')).toEqual({ month: '2026-12', days: [], counts: { present: 0, absent: 0, late: 0, excused: 0, notMarked: 0, schoolDays: 0 } });
    const october = await month('2026-10');
    expect(october.days).toHaveLength(31);
    expect(october.counts).toEqual({ present: 0, absent: 0, late: 0, excused: 0, notMarked: 27, schoolDays: 27 });
  });

  it('refuses a month not written YYYY-MM, or none, with 400', async () => {
    for (const query of ['?month=2026-13', '?month=11-2026', '']) {
      expect(await refusal(await t.request('GET', `${MONTH_PATH}${query}`, undefined, studentToken))).toEqual({ status: 400, message: attendanceMessages.monthInvalid });
    }
  });

  it('is the student’s own: 401 without a token, 403 for a tutor', async () => {
    expect((await t.request('GET', `${MONTH_PATH}?month=2026-11`)).status).toBe(401);
    expect((await t.request('GET', `${MONTH_PATH}?month=2026-11`, undefined, tutorToken)).status).toBe(403);
  });

  it('leaves the product’s list of absent days as it was', async () => {
    expect(await list(STUDENT_PATH, studentToken)).toEqual([day('Fri Nov 06 2026', asha)]);
  });
});
