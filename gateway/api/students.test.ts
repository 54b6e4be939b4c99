import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileRecord } from '../../contract/records/file-record.ts';
import type { User } from '../../contract/records/user.ts';
import { authApiMessages } from '../../contract/strings/auth.ts';
import { studentSearchMessages } from '../../contract/strings/students.ts';
import { loginMessages, userDetailsMessages } from '../../contract/strings/validation.ts';
import { formOf, startSignedInApi, startTestApi, student, tutor, type AccountDetails, type TestApi } from '../testing/api-harness.ts';
import { samplePdf } from '../testing/sample-files.ts';

const PATH = '/tutor/home/students';

let t: TestApi;
let tutorToken: string;
let studentToken: string;
beforeEach(async () => ({ t, tutorToken, studentToken } = await startSignedInApi()));
afterEach(() => t.close());

const account = (fname: string, email: string): AccountDetails => ({ ...student, fname, email });
/** A student as the list answers them, in no class unless told. */
const wire = (details: AccountDetails, extra: Partial<User> = {}) => ({
  fname: details.fname,
  email: details.email,
  contact: details.contact,
  position: 'student',
  blocked: false,
  classes: [],
  ...extra,
});
const students = async () => {
  const response = await t.request('GET', PATH, undefined, tutorToken);
  expect(response.status).toBe(200);
  return ((await response.json()) as { students: User[] }).students;
};

describe('GET /tutor/home/students', () => {
  it('refuses a caller without a token with 401 and a student with 403', async () => {
    expect((await t.request('GET', PATH)).status).toBe(401);
    expect((await t.request('GET', PATH, undefined, studentToken)).status).toBe(403);
  });

  it('answers {students}: students only, never a tutor', async () => {
    await t.createUser('tutor', { ...tutor, fname: 'Mr Bose', email: 'bose@school.test' });
    expect((await students()).map((one) => one.email)).toEqual([student.email]);
  });

  it('sorts by name as a person reads a list, whatever the case', async () => {
    await t.createUser('student', account('zoe', 'zoe@school.test'));
    await t.createUser('student', account('Ben', 'ben@school.test'));
    await t.createUser('student', account('carla', 'carla@school.test'));
    await t.createUser('student', account('Zara', 'zara@school.test'));
    expect((await students()).map((one) => one.fname)).toEqual(['Asha', 'Ben', 'carla', 'Zara', 'zoe']);
  });

  it('answers the fields the product reads and the admission number and classes, and never a password hash, session or code', async () => {
    const response = await t.request('GET', PATH, undefined, tutorToken);
    const body = await response.text();
    expect(Object.keys(JSON.parse(body) as object)).toEqual(['students']);
    const [asha] = (JSON.parse(body) as { students: Record<string, unknown>[] }).students;
    expect(Object.keys(asha ?? {}).sort()).toEqual(['_id', 'admissionNo', 'blocked', 'classes', 'contact', 'email', 'fname', 'position']);
    expect(asha).toEqual({ ...wire(student), _id: expect.any(String), admissionNo: '10001' });
    expect(body).not.toMatch(/scrypt|password|hash|session|otp|code/i);
    expect(body).not.toContain(student.password);
  });

  it('says which students are blocked', async () => {
    const ben = await t.createUser('student', account('Ben', 'ben@school.test'));
    await t.store.users.setBlocked(ben._id, true, new Date());
    expect((await students()).map((one) => [one.fname, one.blocked])).toEqual([
      ['Asha', false],
      ['Ben', true],
    ]);
  });

  it('answers an empty list when no student has signed up', async () => {
    const fresh = await startTestApi();
    try {
      const token = await fresh.tokenFor('tutor');
      expect(await (await fresh.request('GET', PATH, undefined, token)).json()).toEqual({ students: [] });
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /tutor/home/students with a search', () => {
  interface Page {
    students: User[];
    total: number;
  }
  const search = async (query: string, token = tutorToken) => {
    const response = await t.request('GET', `${PATH}?${query}`, undefined, token);
    return { status: response.status, body: (await response.json()) as Page & { message?: string } };
  };
  const found = async (query: string) => {
    const { status, body } = await search(query);
    expect(status).toBe(200);
    return body;
  };
  const emails = async (query: string) => (await found(query)).students.map((one) => one.email);
  /** Makes a class of these students, by e-mail; answers its id. */
  const classOf = async (name: string, ...studentEmails: string[]) => {
    const id = await t.store.classes.create(name, [], new Date());
    const ids = await Promise.all(studentEmails.map(async (email) => (await t.store.users.findByEmail(email))?._id ?? 'missing'));
    await t.store.classes.setRoster(id, ids);
    return id;
  };
  const school = async () => {
    await t.createUser('student', account('Asha Kumar', 'asha.k1@school.test'));
    await t.createUser('student', account('Asha Kumar', 'kumar.a@mail.test'));
    await t.createUser('student', account('Ravi Ashanti', 'ravi@school.test'));
    await t.createUser('student', account('Ben Das', 'ben_das@school.test'));
  };

  it('refuses a student with 403 and a caller without a token with 401, whatever the query', async () => {
    expect((await search('q=asha', studentToken)).status).toBe(403);
    expect((await t.request('GET', `${PATH}?q=asha`)).status).toBe(401);
  });

  it('finds by the start of any word of the name, whatever the case, in the list’s order', async () => {
    await school();
    const [asha, ...rest] = await emails('q=ASH');
    // The two Asha Kumars come in id order, which is random.
    expect([asha, ...rest.slice(0, 2).sort(), rest[2]]).toEqual([student.email, 'asha.k1@school.test', 'kumar.a@mail.test', 'ravi@school.test']);
    expect((await emails('q=kum')).sort()).toEqual(['asha.k1@school.test', 'kumar.a@mail.test']);
    expect((await emails('q=asha%20kumar')).sort()).toEqual(['asha.k1@school.test', 'kumar.a@mail.test']);
    expect(await emails('q=shan')).toEqual([]);
  });

  it('answers a search asked again with the change of a student or a class made in between', async () => {
    await school();
    expect((await emails('q=ben')).sort()).toEqual(['ben_das@school.test']);
    expect((await emails('q=BEN')).sort()).toEqual(['ben_das@school.test']);
    await t.createUser('student', account('Benita Rao', 'benita@school.test'));
    expect((await emails('q=ben')).sort()).toEqual(['ben_das@school.test', 'benita@school.test']);
    const classId = await classOf('7A', 'benita@school.test');
    expect(await emails(`q=ben&class=${classId}`)).toEqual(['benita@school.test']);
    await t.store.classes.setRoster(classId, []);
    expect(await emails(`q=ben&class=${classId}`)).toEqual([]);
  });

  it('finds by any part of the e-mail, wildcards taken as they are typed', async () => {
    await school();
    expect(await emails('q=mail.test')).toEqual(['kumar.a@mail.test']);
    expect(await emails('q=ben_')).toEqual(['ben_das@school.test']);
    expect(await emails('q=%25')).toEqual([]);
    expect(await emails('q=k1%40')).toEqual(['asha.k1@school.test']);
  });

  it('tells two students of one name apart by admission number, exactly or by its start', async () => {
    await school();
    const both = (await found('q=asha%20kumar')).students;
    expect(both.map((one) => one.fname)).toEqual(['Asha Kumar', 'Asha Kumar']);
    expect(new Set(both.map((one) => one.admissionNo)).size).toBe(2);
    for (const one of both) expect(await emails(`q=${one.admissionNo}`)).toEqual([one.email]);
    expect((await found('q=1000')).total).toBe(5);
    expect(await emails('q=10001')).toEqual([student.email]);
  });

  it('answers the admission number and classes of each student, and a class’s roster with class=', async () => {
    await school();
    const seven = await classOf('7A', 'asha.k1@school.test', 'ravi@school.test');
    const eight = await classOf('8B', 'ravi@school.test');
    expect(await emails(`class=${seven}`)).toEqual(['asha.k1@school.test', 'ravi@school.test']);
    expect(await emails(`class=${seven}&q=kumar`)).toEqual(['asha.k1@school.test']);
    const ravi = (await found(`class=${eight}`)).students;
    expect(ravi).toEqual([wire(account('Ravi Ashanti', 'ravi@school.test'), { _id: expect.any(String), admissionNo: expect.any(String), classes: [seven, eight].sort() })]);
    expect(await found('class=no-such-class')).toEqual({ students: [], total: 0 });
  });

  it('keeps to the blocked or the unblocked students with blocked=', async () => {
    await school();
    const ben = await t.store.users.findByEmail('ben_das@school.test');
    await t.store.users.setBlocked(ben?._id ?? '', true, new Date());
    expect(await emails('blocked=true')).toEqual(['ben_das@school.test']);
    expect(await found('blocked=false')).toMatchObject({ total: 4 });
    expect(await emails('blocked=false')).not.toContain('ben_das@school.test');
  });

  it('pages through the list in its order, answering the total of every page', async () => {
    await school();
    const everyone = (await found('page=1')).students.map((one) => one.email);
    expect(everyone).toHaveLength(5);
    expect(await found('limit=2')).toMatchObject({ total: 5 });
    expect(await emails('limit=2')).toEqual(everyone.slice(0, 2));
    expect(await emails('limit=2&page=2')).toEqual(everyone.slice(2, 4));
    expect(await emails('limit=2&page=3')).toEqual(everyone.slice(4));
    expect(await found('limit=2&page=9')).toEqual({ students: [], total: 5 });
  });

  it('answers 50 a page unless told, and at most 200 whatever the limit asked', async () => {
    await Promise.all(Array.from({ length: 209 }, (_, n) => t.createUser('student', account(`Pupil ${n}`, `pupil${n}@school.test`))));
    expect(await found('q=pupil')).toMatchObject({ total: 209, students: expect.objectContaining({ length: 50 }) });
    expect((await found('q=pupil&limit=1000')).students).toHaveLength(200);
  });

  it.each([
    ['page=0', studentSearchMessages.pageInvalid],
    ['page=two', studentSearchMessages.pageInvalid],
    ['limit=0', studentSearchMessages.limitInvalid],
    ['limit=-5', studentSearchMessages.limitInvalid],
    ['blocked=yes', studentSearchMessages.blockedInvalid],
    ['class=', studentSearchMessages.classInvalid],
    [`q=${'a'.repeat(101)}`, studentSearchMessages.queryLong(100)],
  ])('refuses %s with 400 and its message', async (query, message) => {
    expect(await search(query)).toMatchObject({ status: 400, body: { message } });
  });

  it('without parameters still answers every student, and shows a class change in the next answer', async () => {
    await school();
    expect((await students()).map((one) => one.classes)).toEqual([[], [], [], [], []]);
    const seven = await classOf('7A', student.email);
    expect((await students()).find((one) => one.email === student.email)?.classes).toEqual([seven]);
    expect(await students()).toHaveLength(5);
  });
});

const details = { name: 'Asha Rao', email: 'asha.rao@school.test', contact: '9000000001' };
const studentId = async (email = student.email) => (await t.store.users.findByEmail(email))?._id ?? 'missing';
const auditTrail = async () => (await t.store.auditEvents.list({ since: new Date(0), actor: tutor.email })).map((event) => [event.action, event.target]);

describe('PUT /tutor/home/students/{id}', () => {
  /** As the tutor unless told otherwise; `null` sends no token. */
  const edit = async (id: string, body: unknown, token: string | null = tutorToken) => {
    const response = await t.request('PUT', `${PATH}/${id}`, body, token ?? undefined);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('refuses a caller without a token with 401 (the original sent none) and a student with 403, changing nothing', async () => {
    const id = await studentId();
    expect((await edit(id, details, null)).status).toBe(401);
    expect((await edit(id, details, studentToken)).status).toBe(403);
    expect((await students()).map((one) => one.email)).toEqual([student.email]);
  });

  it('changes the name, e-mail and contact and answers the student as the list shows them', async () => {
    const id = await studentId();
    const { status, body } = await edit(id, details);
    expect(status).toBe(200);
    const expected = wire({ ...student, ...details, fname: details.name }, { _id: id, admissionNo: '10001' });
    expect(body).toEqual(expected);
    expect(await students()).toEqual([expected]);
  });

  it('keeps the name as typed, trimmed, the e-mail in lower case, and takes the contact as a JSON number', async () => {
    const id = await studentId();
    const { status, body } = await edit(id, { name: '  asha k. rao ', email: ' Asha.Rao@School.TEST ', contact: 9000000001 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ fname: 'asha k. rao', email: 'asha.rao@school.test', contact: '9000000001' });
  });

  it.each(['+91 98765 43210', '040-2345-6789'])('takes the contact %j, a phone number as a school writes it', async (contact) => {
    const { status, body } = await edit(await studentId(), { ...details, contact });
    expect(status).toBe(200);
    expect(body).toMatchObject({ contact });
  });

  it('lets the student log in with the new e-mail, and no longer with the old one', async () => {
    await edit(await studentId(), details);
    expect((await t.post('/student/login', { email: details.email, password: student.password })).status).toBe(200);
    expect((await t.post('/student/login', { email: student.email, password: student.password })).status).toBe(400);
  });

  it('records the edit in the audit log, naming the student', async () => {
    const id = await studentId();
    await edit(id, details);
    expect(await auditTrail()).toContainEqual(['student.edit', `student ${id} "${details.name}"`]);
  });

  it.each([
    ['an unknown id', async () => 'no-such-id'],
    ['a tutor’s id', async () => (await t.store.users.findByEmail(tutor.email))?._id ?? ''],
  ])('answers 404 for %s, changing nobody', async (_case, idOf) => {
    expect(await edit(await idOf(), details)).toEqual({ status: 404, body: { message: userDetailsMessages.notFound } });
    expect(await t.store.users.findByEmail(tutor.email)).toMatchObject({ fname: tutor.fname, contact: tutor.contact });
    expect((await auditTrail()).map(([action]) => action)).not.toContain('student.edit');
  });

  it.each([
    ['another student’s', 'ben@school.test'],
    ['another student’s, in other capitals', 'BEN@School.test'],
    ['a tutor’s', tutor.email],
  ])('refuses %s e-mail with 409, changing nothing', async (_case, email) => {
    await t.createUser('student', account('Ben', 'ben@school.test'));
    const id = await studentId();
    expect(await edit(id, { ...details, email })).toEqual({ status: 409, body: { message: userDetailsMessages.emailTaken } });
    expect(await t.store.users.find(id)).toMatchObject({ fname: student.fname, email: student.email, contact: student.contact });
    expect((await auditTrail()).map(([action]) => action)).not.toContain('student.edit');
  });

  it('takes the student’s own e-mail unchanged', async () => {
    const { status, body } = await edit(await studentId(), { ...details, email: student.email });
    expect(status).toBe(200);
    expect(body).toMatchObject({ fname: details.name, email: student.email });
  });

  it.each([
    ['name', { name: '  ' }, userDetailsMessages.nameRequired],
    ['name', { name: 'A'.repeat(101) }, userDetailsMessages.nameLong],
    ['email', { email: '' }, userDetailsMessages.emailRequired],
    ['email', { email: 'not-an-address' }, userDetailsMessages.emailInvalid],
    ['contact', { contact: '' }, userDetailsMessages.contactRequired],
    ['contact', { contact: '12345' }, userDetailsMessages.contactInvalid],
    ['contact', { contact: '98765abc12' }, userDetailsMessages.contactInvalid],
    ['contact', { contact: '1234567890123456' }, userDetailsMessages.contactInvalid],
  ])('refuses a bad %s (%j) with 400 and its message, changing nothing', async (field, change, message) => {
    const id = await studentId();
    const { status, body } = await edit(id, { ...details, ...change });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message, errors: { [field]: message } });
    expect(await t.store.users.find(id)).toMatchObject({ fname: student.fname, email: student.email });
  });
});

describe('PATCH /tutor/home/students/{id} (block and unblock)', () => {
  /** As the tutor unless told otherwise; `null` sends no token. */
  const setBlocked = async (id: string, blocked: unknown, token: string | null = tutorToken) => {
    const response = await t.request('PATCH', `${PATH}/${id}`, { blocked }, token ?? undefined);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** A note's file, uploaded by the tutor: what a student's file cookie opens. */
  const uploadedFile = async () => {
    const form = formOf({ date: '22/Nov/2026', title: 'Week 3', description: 'Read it.' }, { bytes: samplePdf(), name: 'week3.pdf' });
    const response = await t.send('POST', '/tutor/home/notes', form, tutorToken);
    expect(response.status).toBe(201);
    return `/${((await response.json()) as FileRecord).filePath}`;
  };
  /** Logs the student in as a browser does: the token, and the file cookie the login sets. */
  const logIn = async () => {
    const response = await t.post('/student/login', { email: student.email, password: student.password });
    const token = ((await response.json()) as { token?: string }).token;
    return { status: response.status, token, cookie: (response.headers.get('Set-Cookie') ?? '').split(';')[0] as string };
  };
  const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
  const studentCall = async (token: string) => answer(await t.request('GET', '/student/home/notes', undefined, token));
  const fileWithCookie = async (path: string, cookie: string) => {
    const response = await t.api.request(path, { headers: { Cookie: cookie } });
    return response.ok ? { status: response.status } : answer(response);
  };
  const refusedAsBlocked = { status: 401, body: { message: loginMessages.blocked } };

  it('refuses a caller without a token with 401 and a student with 403, blocking nobody', async () => {
    const id = await studentId();
    expect((await setBlocked(id, true, null)).status).toBe(401);
    expect((await setBlocked(id, true, studentToken)).status).toBe(403);
    expect((await students()).map((one) => one.blocked)).toEqual([false]);
    expect((await studentCall(studentToken)).status).toBe(200);
  });

  it('blocks and unblocks, answering the student with their new state, as the list then shows', async () => {
    const id = await studentId();
    const blocked = await setBlocked(id, true);
    expect(blocked).toEqual({ status: 200, body: wire(student, { _id: id, admissionNo: '10001', blocked: true }) });
    expect((await students()).map((one) => one.blocked)).toEqual([true]);
    expect(await setBlocked(id, false)).toMatchObject({ status: 200, body: { _id: id, blocked: false } });
    expect((await students()).map((one) => one.blocked)).toEqual([false]);
  });

  it('refuses the student at once on every call with their existing token and with their file cookie', async () => {
    const file = await uploadedFile();
    const session = await logIn();
    expect((await studentCall(session.token ?? '')).status).toBe(200);
    expect(await fileWithCookie(file, session.cookie)).toEqual({ status: 200 });
    await setBlocked(await studentId(), true);
    expect(await studentCall(session.token ?? '')).toEqual(refusedAsBlocked);
    expect(await answer(await t.request('GET', '/session', undefined, session.token))).toEqual(refusedAsBlocked);
    expect(await fileWithCookie(file, session.cookie)).toEqual(refusedAsBlocked);
  });

  it('refuses the blocked student’s login with 401 and the toast’s words', async () => {
    await setBlocked(await studentId(), true);
    expect(await logIn()).toMatchObject({ status: 401, token: undefined });
    const response = await t.post('/student/login', { email: student.email, password: student.password });
    expect(await response.json()).toEqual({ message: 'Your account is blocked!' });
  });

  it('restores access on unblocking: the student logs in again, and the new token and cookie work (decision 006: the old session stays ended)', async () => {
    const file = await uploadedFile();
    const before = await logIn();
    const id = await studentId();
    await setBlocked(id, true);
    await setBlocked(id, false);
    const after = await logIn();
    expect(after.status).toBe(200);
    expect((await studentCall(after.token ?? '')).status).toBe(200);
    expect(await fileWithCookie(file, after.cookie)).toEqual({ status: 200 });
    expect(await studentCall(before.token ?? '')).toEqual({ status: 401, body: { message: authApiMessages.loginAgain } });
  });

  it('leaves the student’s other data in place while blocked: the tutor still lists them', async () => {
    await setBlocked(await studentId(), true);
    expect((await students()).map((one) => [one.email, one.blocked])).toEqual([[student.email, true]]);
  });

  it('records blocking and unblocking in the audit log, naming the student', async () => {
    const id = await studentId();
    await setBlocked(id, true);
    await setBlocked(id, false);
    const trail = (await auditTrail()).filter(([action]) => action?.startsWith('student.'));
    expect(trail).toEqual([
      ['student.block', `student ${id} "${student.fname}"`],
      ['student.unblock', `student ${id} "${student.fname}"`],
    ]);
  });

  it.each([
    ['an unknown id', async () => 'no-such-id'],
    ['a tutor’s id', async () => (await t.store.users.findByEmail(tutor.email))?._id ?? ''],
  ])('answers 404 for %s, blocking nobody', async (_case, idOf) => {
    expect(await setBlocked(await idOf(), true)).toEqual({ status: 404, body: { message: userDetailsMessages.notFound } });
    expect((await t.request('GET', PATH, undefined, tutorToken)).status).toBe(200);
    expect((await auditTrail()).map(([action]) => action)).not.toContain('student.block');
  });

  it.each([undefined, 'true', 1, null])('refuses blocked %j with 400 and its message', async (blocked) => {
    const id = await studentId();
    expect(await setBlocked(id, blocked)).toMatchObject({ status: 400, body: { message: userDetailsMessages.blockedRequired } });
    expect((await students()).map((one) => one.blocked)).toEqual([false]);
  });
});
