import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SchoolClass } from '../../contract/records/school-class.ts';
import { authApiMessages } from '../../contract/strings/auth.ts';
import { classMessages } from '../../contract/strings/classes.ts';
import { startSignedInApi, student, tutor, type TestApi } from '../testing/api-harness.ts';

const PATH = '/tutor/home/classes';

let t: TestApi;
/** The school's first tutor: its admin. */
let adminToken: string;
let studentToken: string;
/** A second tutor, who does not run the school. */
let teacherToken: string;
let teacherId: string;
beforeEach(async () => {
  ({ t, tutorToken: adminToken, studentToken } = await startSignedInApi());
  const teacher = { ...tutor, fname: 'Mr Bose', email: 'bose@school.test' };
  teacherToken = await t.tokenFor('tutor', teacher);
  teacherId = (await t.store.users.findByEmail(teacher.email))?._id ?? 'missing';
});
afterEach(() => t.close());

/** As the admin unless told otherwise; `null` sends no token. */
const call = async (method: string, path: string, body?: unknown, token: string | null = adminToken) => {
  const response = await t.request(method, path, body, token ?? undefined);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const classes = async (token = adminToken) => ((await call('GET', PATH, undefined, token)).body.classes ?? []) as SchoolClass[];
const create = async (name: string, tutorIds?: string[]) => call('POST', PATH, { name, tutorIds });
const createdId = async (name: string) => {
  const { status, body } = await create(name);
  expect(status).toBe(201);
  return body._id as string;
};
const addStudent = async (fname: string, email: string) => (await t.createUser('student', { ...student, fname, email }))._id;
const ashaId = async () => (await t.store.users.findByEmail(student.email))?._id ?? 'missing';
const auditTrail = async () => (await t.store.auditEvents.list({ since: new Date(0), actor: tutor.email })).map((event) => [event.action, event.target]);

describe('GET /tutor/home/classes', () => {
  it('refuses a caller without a token with 401 and a student with 403', async () => {
    expect((await call('GET', PATH, undefined, null)).status).toBe(401);
    expect((await call('GET', PATH, undefined, studentToken)).status).toBe(403);
  });

  it('answers {classes} to any tutor, in use first, each by name whatever its case, with its tutors and student count', async () => {
    const zebra = await createdId('zebra');
    const apple = await createdId('Apple');
    const old = await createdId('Aardvark');
    await call('PATCH', `${PATH}/${old}`, { archived: true });
    await call('PATCH', `${PATH}/${zebra}`, { tutorIds: [teacherId] });
    await call('PUT', `${PATH}/${zebra}/students`, { studentIds: [await ashaId(), await addStudent('Ben', 'ben@school.test')] });
    const { status, body } = await call('GET', PATH, undefined, teacherToken);
    expect(status).toBe(200);
    expect(body.classes).toEqual([
      { _id: apple, name: 'Apple', archived: false, tutorIds: [], studentCount: 0 },
      { _id: zebra, name: 'zebra', archived: false, tutorIds: [teacherId], studentCount: 2 },
      { _id: old, name: 'Aardvark', archived: true, tutorIds: [], studentCount: 0 },
    ]);
  });

  it('orders the classes’ numbers as numbers: 2A before 10A', async () => {
    for (const name of ['10A', '2b', '1A', '2A']) await createdId(name);
    const { body } = await call('GET', PATH, undefined, teacherToken);
    expect((body.classes as { name: string }[]).map((each) => each.name)).toEqual(['1A', '2A', '2b', '10A']);
  });

  it('answers an empty list before any class exists', async () => {
    expect((await call('GET', PATH, undefined, teacherToken)).body.classes).toEqual([]);
  });

  it('names every tutor, by name, with no more than their id and name, so any tutor reads who teaches a class', async () => {
    const admin = await t.store.users.findByEmail(tutor.email);
    expect((await call('GET', PATH, undefined, teacherToken)).body.tutors).toEqual([
      { _id: teacherId, fname: 'Mr Bose' },
      { _id: admin?._id, fname: tutor.fname },
    ]);
  });
});

describe('POST /tutor/home/classes', () => {
  it('refuses without a token (401), a student (403) and a tutor who is not an admin (403), creating nothing', async () => {
    expect((await call('POST', PATH, { name: '7 B' }, null)).status).toBe(401);
    expect((await call('POST', PATH, { name: '7 B' }, studentToken)).status).toBe(403);
    expect(await call('POST', PATH, { name: '7 B' }, teacherToken)).toEqual({ status: 403, body: { message: authApiMessages.adminOnly } });
    expect(await classes()).toEqual([]);
  });

  it('creates a class with its tutors, trims the name and answers 201 with the class as the list shows it', async () => {
    const { status, body } = await create('  Grade 7 B ', [teacherId]);
    expect(status).toBe(201);
    expect(body).toEqual({ _id: expect.any(String), name: 'Grade 7 B', archived: false, tutorIds: [teacherId], studentCount: 0 });
    expect(await classes()).toEqual([body]);
  });

  it.each([
    ['the same name', '7 B'],
    ['the name in other capitals', '7 b'],
  ])('refuses %s as a class in use with 409 and a clear message', async (_case, name) => {
    await createdId('7 B');
    expect(await create(name)).toEqual({ status: 409, body: { message: classMessages.nameTaken(name) } });
    expect((await classes()).map((each) => each.name)).toEqual(['7 B']);
  });

  it('lets an archived class’s name be used again', async () => {
    const old = await createdId('7 B');
    await call('PATCH', `${PATH}/${old}`, { archived: true });
    expect((await create('7 B')).status).toBe(201);
    expect((await classes()).map((each) => [each.name, each.archived])).toEqual([
      ['7 B', false],
      ['7 B', true],
    ]);
  });

  it.each([
    ['an unknown id', async () => 'no-such-tutor'],
    ['a student’s id', ashaId],
  ])('refuses %s among the tutors with 400, creating nothing', async (_case, idOf) => {
    expect(await create('7 B', [teacherId, await idOf()])).toEqual({ status: 400, body: { message: classMessages.unknownTutors } });
    expect(await classes()).toEqual([]);
  });

  it.each([
    [{ name: '   ' }, classMessages.nameRequired],
    [{}, classMessages.nameRequired],
    [{ name: 'x'.repeat(61) }, classMessages.nameLong],
    [{ name: '7 B; 7 C' }, classMessages.nameSemicolon],
    [{ name: '7 B', tutorIds: 'everyone' }, classMessages.idsInvalid],
  ])('refuses %j with 400 and its message', async (body, message) => {
    expect(await call('POST', PATH, body)).toMatchObject({ status: 400, body: { message } });
    expect(await classes()).toEqual([]);
  });

  it('takes a name of exactly 60 characters', async () => {
    expect((await create('x'.repeat(60))).status).toBe(201);
  });

  it('records the creation in the audit log, naming the class', async () => {
    const id = await createdId('7 B');
    expect(await auditTrail()).toContainEqual(['class.create', `class ${id} "7 B"`]);
  });
});

describe('PATCH /tutor/home/classes/{id}', () => {
  it('refuses without a token (401), a student (403) and a tutor who is not an admin (403), changing nothing', async () => {
    const id = await createdId('7 B');
    expect((await call('PATCH', `${PATH}/${id}`, { name: '8 B' }, null)).status).toBe(401);
    expect((await call('PATCH', `${PATH}/${id}`, { name: '8 B' }, studentToken)).status).toBe(403);
    expect((await call('PATCH', `${PATH}/${id}`, { name: '8 B' }, teacherToken)).status).toBe(403);
    expect((await classes()).map((each) => each.name)).toEqual(['7 B']);
  });

  it('renames a class, sets its tutors, and answers it as the list shows it; what is left out stays', async () => {
    const id = await createdId('7 B');
    expect(await call('PATCH', `${PATH}/${id}`, { name: '8 B' })).toEqual({
      status: 200,
      body: { _id: id, name: '8 B', archived: false, tutorIds: [], studentCount: 0 },
    });
    expect((await call('PATCH', `${PATH}/${id}`, { tutorIds: [teacherId] })).body).toEqual({ _id: id, name: '8 B', archived: false, tutorIds: [teacherId], studentCount: 0 });
    expect((await call('PATCH', `${PATH}/${id}`, { tutorIds: [] })).body).toMatchObject({ tutorIds: [] });
  });

  it('archives and restores a class, keeping its roster', async () => {
    const id = await createdId('7 B');
    await call('PUT', `${PATH}/${id}/students`, { studentIds: [await ashaId()] });
    expect((await call('PATCH', `${PATH}/${id}`, { archived: true })).body).toMatchObject({ archived: true, studentCount: 1 });
    expect((await classes()).map((each) => each.archived)).toEqual([true]);
    expect((await call('PATCH', `${PATH}/${id}`, { archived: false })).body).toMatchObject({ archived: false, studentCount: 1 });
  });

  it('refuses a rename to another class’s name in use, in any case, with 409', async () => {
    await createdId('7 A');
    const id = await createdId('7 B');
    expect(await call('PATCH', `${PATH}/${id}`, { name: '7 a' })).toEqual({ status: 409, body: { message: classMessages.nameTaken('7 a') } });
    expect((await classes()).map((each) => each.name)).toEqual(['7 A', '7 B']);
  });

  it('lets a class change only the case of its own name', async () => {
    const id = await createdId('7 b');
    expect((await call('PATCH', `${PATH}/${id}`, { name: '7 B' })).body).toMatchObject({ name: '7 B' });
  });

  it('refuses to restore a class whose name another class has taken meanwhile, with 409 naming it', async () => {
    const old = await createdId('7 B');
    await call('PATCH', `${PATH}/${old}`, { archived: true });
    await createdId('7 B');
    expect(await call('PATCH', `${PATH}/${old}`, { archived: false })).toEqual({ status: 409, body: { message: classMessages.nameTaken('7 B') } });
    expect((await classes()).map((each) => each.archived)).toEqual([false, true]);
  });

  it('answers 404 for an unknown class', async () => {
    expect(await call('PATCH', `${PATH}/no-such-class`, { name: '8 B' })).toEqual({ status: 404, body: { message: classMessages.notFound } });
  });

  it('refuses unknown tutors with 400, changing nothing', async () => {
    const id = await createdId('7 B');
    expect(await call('PATCH', `${PATH}/${id}`, { name: '8 B', tutorIds: [await ashaId()] })).toEqual({ status: 400, body: { message: classMessages.unknownTutors } });
    expect((await classes()).map((each) => each.name)).toEqual(['7 B']);
  });

  it.each([
    [{}, classMessages.nothingToChange],
    [{ archived: 'yes' }, classMessages.archivedInvalid],
    [{ name: '' }, classMessages.nameRequired],
  ])('refuses %j with 400 and its message', async (body, message) => {
    const id = await createdId('7 B');
    expect(await call('PATCH', `${PATH}/${id}`, body)).toMatchObject({ status: 400, body: { message } });
  });

  it('records each thing a change does in the audit log, naming the class', async () => {
    const id = await createdId('7 B');
    await call('PATCH', `${PATH}/${id}`, { name: '8 B', tutorIds: [teacherId] });
    await call('PATCH', `${PATH}/${id}`, { archived: true });
    await call('PATCH', `${PATH}/${id}`, { archived: false });
    const trail = (await auditTrail()).filter(([action]) => action?.startsWith('class.') && action !== 'class.create');
    expect(trail).toEqual([
      ['class.rename', `class ${id} "8 B"`],
      ['class.tutors', `class ${id} "8 B"`],
      ['class.archive', `class ${id} "8 B"`],
      ['class.restore', `class ${id} "8 B"`],
    ]);
  });
});

describe('the roster: GET and PUT /tutor/home/classes/{id}/students', () => {
  const roster = async (id: string, token = adminToken) => call('GET', `${PATH}/${id}/students`, undefined, token);
  const setRoster = async (id: string, studentIds: unknown, token: string | null = adminToken) => call('PUT', `${PATH}/${id}/students`, { studentIds }, token);

  it('refuses a read without a token (401) or by a student (403); any tutor reads it', async () => {
    const id = await createdId('7 B');
    expect((await call('GET', `${PATH}/${id}/students`, undefined, null)).status).toBe(401);
    expect((await roster(id, studentToken)).status).toBe(403);
    expect(await roster(id, teacherToken)).toEqual({ status: 200, body: { students: [] } });
  });

  it('refuses a write without a token (401), by a student (403) or by a tutor who is not an admin (403), changing nothing', async () => {
    const id = await createdId('7 B');
    const asha = await ashaId();
    expect((await setRoster(id, [asha], null)).status).toBe(401);
    expect((await setRoster(id, [asha], studentToken)).status).toBe(403);
    expect((await setRoster(id, [asha], teacherToken)).status).toBe(403);
    expect((await roster(id)).body).toEqual({ students: [] });
  });

  it('makes the roster exactly the students sent, answers it by name with their admission numbers, and counts them', async () => {
    const id = await createdId('7 B');
    const asha = await ashaId();
    const zoe = await addStudent('zoe', 'zoe@school.test');
    const ben = await addStudent('Ben', 'ben@school.test');
    const carla = await addStudent('carla', 'carla@school.test');
    await setRoster(id, [zoe, asha, ben]);
    const { status, body } = await setRoster(id, [carla, zoe, asha, asha]);
    expect(status).toBe(200);
    const students = body.students as Record<string, unknown>[];
    expect(students.map((each) => each.fname)).toEqual(['Asha', 'carla', 'zoe']);
    expect(students[0]).toEqual({ _id: asha, fname: 'Asha', email: student.email, admissionNo: expect.stringMatching(/^\d+$/), blocked: false });
    expect((await roster(id, teacherToken)).body).toEqual(body);
    expect((await classes()).map((each) => each.studentCount)).toEqual([3]);
  });

  it('tells two students of one name apart by admission number and e-mail', async () => {
    const id = await createdId('7 B');
    const other = await addStudent('Asha', 'asha.k@school.test');
    const { body } = await setRoster(id, [await ashaId(), other]);
    const students = body.students as { admissionNo: string; email: string }[];
    expect(new Set(students.map((each) => each.admissionNo)).size).toBe(2);
    expect(students.map((each) => each.email).sort()).toEqual(['asha.k@school.test', student.email]);
  });

  it('empties the roster with an empty list', async () => {
    const id = await createdId('7 B');
    await setRoster(id, [await ashaId()]);
    expect(await setRoster(id, [])).toEqual({ status: 200, body: { students: [] } });
    expect((await classes()).map((each) => each.studentCount)).toEqual([0]);
  });

  it.each([
    ['an unknown id', async () => 'no-such-student'],
    ['a tutor’s id', async () => teacherId],
  ])('refuses %s with 400, changing nothing', async (_case, idOf) => {
    const id = await createdId('7 B');
    const asha = await ashaId();
    await setRoster(id, [asha]);
    expect(await setRoster(id, [asha, await idOf()])).toEqual({ status: 400, body: { message: classMessages.unknownStudents } });
    expect(((await roster(id)).body.students as { _id: string }[]).map((each) => each._id)).toEqual([asha]);
  });

  it('refuses a body without a list of ids with 400', async () => {
    const id = await createdId('7 B');
    expect(await setRoster(id, 'everyone')).toMatchObject({ status: 400, body: { message: classMessages.idsInvalid } });
  });

  it('answers 404 for an unknown class, read or written', async () => {
    expect(await roster('no-such-class')).toEqual({ status: 404, body: { message: classMessages.notFound } });
    expect(await setRoster('no-such-class', [])).toEqual({ status: 404, body: { message: classMessages.notFound } });
  });

  it('records the roster’s change in the audit log, naming the class', async () => {
    const id = await createdId('7 B');
    await setRoster(id, [await ashaId()]);
    expect(await auditTrail()).toContainEqual(['class.roster', `class ${id} "7 B"`]);
  });
});
