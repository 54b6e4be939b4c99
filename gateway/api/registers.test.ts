import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClassRegister, RegisterEntry } from '../../contract/records/register.ts';
import { registerMessages } from '../../contract/strings/registers.ts';
import { defaultSchoolSettings, type User } from '../db/index.ts';
import { startSignedInApi, student, tutor, type TestApi } from '../testing/api-harness.ts';

const MONDAY = '2026-11-23';
const SUNDAY = '2026-11-22';

let t: TestApi;
let tutorToken: string;
let studentToken: string;
/** Class 7B: Asha (the harness's student) and the students made for each test. */
let classId: string;
let asha: User;
beforeEach(async () => {
  ({ t, tutorToken, studentToken } = await startSignedInApi());
  asha = (await t.store.users.findByEmail(student.email)) as User;
  classId = await t.store.classes.create('7B', [], new Date());
});
afterEach(() => t.close());

/** `count` students called `{name} 1`, `{name} 2`…, made directly in the store. */
async function studentsCalled(name: string, count: number): Promise<User[]> {
  const made: User[] = [];
  for (let index = 1; index <= count; index++) made.push(await t.createUser('student', { ...student, fname: `${name} ${index}`, email: `${name.toLowerCase()}${index}@school.test` }));
  return made;
}
const enrol = (students: readonly User[], id = classId) => t.store.classes.setRoster(id, students.map((one) => one._id));
const path = (day: string, id = classId) => `/tutor/home/classes/${id}/register/${day}`;
const read = (day = MONDAY, token = tutorToken, id = classId) => t.request('GET', path(day, id), undefined, token);
const take = (entries: unknown[], day = MONDAY, token = tutorToken, id = classId) => t.request('PUT', path(day, id), { entries }, token);
async function register(response: Response | Promise<Response>): Promise<ClassRegister> {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as ClassRegister;
}
const refusal = async (response: Response) => ({ status: response.status, message: ((await response.json()) as { message: string }).message });
/** The register's exceptions, `[name, status, note]`: who was not simply present. */
const exceptions = (entries: readonly RegisterEntry[]) => entries.filter((entry) => entry.status !== 'present' || entry.note !== '').map((entry) => [entry.fname, entry.status, entry.note]);

describe('who may call', () => {
  it('refuses a caller without a token with 401, and a student with 403, writing nothing', async () => {
    await enrol([asha]);
    expect((await read(MONDAY, '')).status).toBe(401);
    expect((await take([], MONDAY, '')).status).toBe(401);
    expect((await read(MONDAY, studentToken)).status).toBe(403);
    expect((await take([{ studentId: asha._id, status: 'absent' }], MONDAY, studentToken)).status).toBe(403);
    expect((await register(read())).taken).toBe(false);
  });

  it('lets any tutor take any class’s register, not only the class’s own tutors', async () => {
    const teacher = await t.createUser('tutor', { ...tutor, fname: 'Mr Shah', email: 'shah@school.test' });
    const own = await t.store.classes.create('8A', [teacher._id], new Date());
    await enrol([asha], own);
    const taken = await register(take([{ studentId: asha._id, status: 'late' }], MONDAY, tutorToken, own));
    expect(taken).toMatchObject({ taken: true, takenBy: tutor.fname });
  });
});

describe('a register not taken yet', () => {
  it('is the class’s roster now, by name, each present with no note, and not taken', async () => {
    const [zed, bea] = [...(await studentsCalled('zed', 1)), ...(await studentsCalled('Bea', 1))] as [User, User];
    await enrol([zed, asha, bea]);
    expect(await register(read())).toEqual({
      date: MONDAY,
      classId,
      taken: false,
      closed: false,
      entries: [asha, bea, zed].map((one) => ({ studentId: one._id, admissionNo: one.admissionNo, fname: one.fname, status: 'present', note: '' })),
    });
  });

  it('is empty for a class nobody is in, and says closed on a day the school is closed', async () => {
    expect(await register(read(SUNDAY))).toEqual({ date: SUNDAY, classId, taken: false, closed: true, entries: [] });
  });

  it('says closed by the school settings as saved, and open again once they change', async () => {
    const SATURDAY = '2026-11-28';
    await t.store.school.write({ ...defaultSchoolSettings(), closedWeekdays: [6], holidays: [MONDAY] }, new Date());
    expect([(await register(read(SATURDAY))).closed, (await register(read(SUNDAY))).closed, (await register(read(MONDAY))).closed]).toEqual([true, false, true]);
    await t.store.school.write({ ...defaultSchoolSettings(), closedWeekdays: [], holidays: [] }, new Date());
    expect((await register(read(MONDAY))).closed).toBe(false);
  });
});

describe('taking a register', () => {
  it('marks a class of 50 with 3 exceptions, keeps it as taken, and takes it again changed', async () => {
    const pupils = await studentsCalled('Pupil', 50);
    await enrol(pupils);
    const [p1, p2, p3] = [pupils[0], pupils[1], pupils[2]] as [User, User, User];
    const taken = await register(take([
      { studentId: p2._id, status: 'absent' },
      { studentId: p1._id, status: 'late', note: '  bus late  ' },
      { studentId: p3._id, status: 'excused', note: 'doctor' },
    ]));
    expect(taken).toMatchObject({ date: MONDAY, classId, taken: true, closed: false, takenBy: tutor.fname, takenAt: expect.any(String) as string });
    expect(taken.entries).toHaveLength(50);
    expect(exceptions(taken.entries)).toEqual([
      ['Pupil 1', 'late', 'bus late'],
      ['Pupil 2', 'absent', ''],
      ['Pupil 3', 'excused', 'doctor'],
    ]);
    expect(await register(read())).toEqual(taken);

    // Taken again: those not named are present, whatever they were before.
    const again = await register(take([{ studentId: p1._id, status: 'absent' }, { studentId: pupils[49]?._id, status: 'absent', note: 'ill' }]));
    expect(exceptions(again.entries)).toEqual([
      ['Pupil 1', 'absent', ''],
      ['Pupil 50', 'absent', 'ill'],
    ]);
    expect(again.entries).toHaveLength(50);
    expect(await register(read())).toEqual(again);
    // Another day's register is its own.
    expect((await register(read('2026-11-24'))).taken).toBe(false);
  });

  it('takes a register with nobody named as everyone present', async () => {
    await enrol([asha]);
    const taken = await register(take([]));
    expect(taken.taken).toBe(true);
    expect(taken.entries.map((entry) => entry.status)).toEqual(['present']);
  });

  it('keeps a register as taken when the roster changes; taking it again marks the new roster and keeps who it had', async () => {
    const [ben, cai] = await studentsCalled('Ben', 2) as [User, User];
    await enrol([asha, ben]);
    await register(take([{ studentId: ben._id, status: 'absent' }]));
    await enrol([asha, cai]);
    expect((await register(read())).entries.map((entry) => [entry.fname, entry.status])).toEqual([
      ['Asha', 'present'],
      ['Ben 1', 'absent'],
    ]);
    const again = await register(take([{ studentId: ben._id, status: 'excused' }, { studentId: cai._id, status: 'late' }]));
    expect(again.entries.map((entry) => [entry.fname, entry.status])).toEqual([
      ['Asha', 'present'],
      ['Ben 1', 'excused'],
      ['Ben 2', 'late'],
    ]);
  });

  it('records the taking in the audit log, naming the class, the day and the exceptions', async () => {
    await enrol([asha]);
    await register(take([{ studentId: asha._id, status: 'late' }]));
    const events = await t.store.auditEvents.list({ since: new Date(0), actor: tutor.email });
    expect(events.filter((event) => event.action === 'register.take').map((event) => event.target)).toEqual([`register ${classId} "7B" ${MONDAY} (1 marked: 0 absent, 1 late, 0 excused)`]);
  });
});

describe('what a register refuses', () => {
  beforeEach(() => enrol([asha]));

  it('refuses a student not on the roster with 400, keeping the register as it was', async () => {
    const [outsider] = await studentsCalled('Out', 1) as [User];
    await register(take([{ studentId: asha._id, status: 'late' }]));
    for (const studentId of [outsider._id, 'no-such-id']) {
      expect(await refusal(await take([{ studentId: asha._id, status: 'absent' }, { studentId, status: 'absent' }]))).toEqual({ status: 400, message: registerMessages.notOnRoster });
    }
    expect(exceptions((await register(read())).entries)).toEqual([['Asha', 'late', '']]);
  });

  it('refuses a Sunday, a holiday and any closed weekday of the school settings with 400; a school open on Sundays takes them', async () => {
    const absent = [{ studentId: asha._id, status: 'absent' }];
    expect(await refusal(await take(absent, SUNDAY))).toEqual({ status: 400, message: registerMessages.closedDay });
    await t.store.school.write({ ...defaultSchoolSettings(), closedWeekdays: [6], holidays: ['2026-11-24'] }, new Date());
    expect(await refusal(await take(absent, '2026-11-24'))).toEqual({ status: 400, message: registerMessages.closedDay });
    expect(await refusal(await take(absent, '2026-11-28'))).toEqual({ status: 400, message: registerMessages.closedDay });
    expect((await register(read('2026-11-24'))).closed).toBe(true);
    expect((await register(take(absent, SUNDAY))).taken).toBe(true);
    expect((await register(read('2026-11-24'))).taken).toBe(false);
  });

  it.each([['2026-02-30'], ['23-11-2026'], ['2026-11-23T00:00'], ['today']])('refuses the day %j with 400', async (day) => {
    expect(await refusal(await read(day))).toEqual({ status: 400, message: registerMessages.dayInvalid });
    expect(await refusal(await take([], day))).toEqual({ status: 400, message: registerMessages.dayInvalid });
  });

  it('answers 404 for a class that does not exist', async () => {
    expect(await refusal(await read(MONDAY, tutorToken, 'no-such-class'))).toEqual({ status: 404, message: registerMessages.classNotFound });
    expect(await refusal(await take([], MONDAY, tutorToken, 'no-such-class'))).toEqual({ status: 404, message: registerMessages.classNotFound });
  });

  it.each([
    ['a note over 200 characters', { studentId: 'x', status: 'late', note: 'n'.repeat(201) }, registerMessages.noteLong(200)],
    ['a mark the model does not have', { studentId: 'x', status: 'sick' }, registerMessages.statusInvalid],
    ['no student', { status: 'absent' }, registerMessages.studentIdInvalid],
  ])('refuses %s with 400', async (_case, entry: Record<string, string>, message) => {
    expect(await refusal(await take([{ ...entry, studentId: entry.studentId === 'x' ? asha._id : entry.studentId }]))).toEqual({ status: 400, message });
    expect((await register(read())).taken).toBe(false);
  });

  it('takes a note of exactly 200 characters, and refuses a student named twice', async () => {
    const note = 'n'.repeat(200);
    expect((await register(take([{ studentId: asha._id, status: 'late', note }]))).entries[0]?.note).toBe(note);
    expect(await refusal(await take([{ studentId: asha._id, status: 'late' }, { studentId: asha._id, status: 'absent' }]))).toEqual({ status: 400, message: registerMessages.twice });
  });

  it('refuses a body without entries with 400', async () => {
    expect((await t.request('PUT', path(MONDAY), { marks: [] }, tutorToken)).status).toBe(400);
  });
});
