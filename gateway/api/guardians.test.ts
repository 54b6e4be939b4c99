import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardianMessages } from '../../contract/strings/guardians.ts';
import { formOf, startSignedInApi, student, tutor, type TestApi } from '../testing/api-harness.ts';
import { samplePdf } from '../testing/sample-files.ts';
import { GUARDIAN_AREA, STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';

const HOUR = 60 * 60 * 1000;
const PARENT = 'parent@home.test';
const PARENT_PASSWORD = 'Parent#2026';
const NEW_PASSWORD = 'Changed#2026';

let t: TestApi;
let tutorToken: string;
/** Asha and Ben are in 7A; Chitra is in 7B. The parent is Asha's (and later Chitra's), never Ben's. */
let tokens: Record<'asha' | 'ben' | 'chitra', string>;
let ids: Record<'asha' | 'ben' | 'chitra', string>;
let classes: Record<'a' | 'b', string>;

beforeEach(async () => {
  let ashaToken: string;
  ({ t, tutorToken, studentToken: ashaToken } = await startSignedInApi());
  const other = (fname: string) => ({ ...student, fname, email: `${fname.toLowerCase()}@school.test` });
  tokens = { asha: ashaToken, ben: await t.tokenFor('student', other('Ben')), chitra: await t.tokenFor('student', other('Chitra')) };
  const idOf = async (email: string) => (await t.store.users.findByEmail(email))?._id ?? 'missing';
  ids = { asha: await idOf(student.email), ben: await idOf('ben@school.test'), chitra: await idOf('chitra@school.test') };
  classes = { a: await classWith('7A', [ids.asha, ids.ben]), b: await classWith('7B', [ids.chitra]) };
});
afterEach(() => t.close());

async function classWith(name: string, studentIds: string[]): Promise<string> {
  const created = await t.request('POST', `${TUTOR_AREA}/classes`, { name }, tutorToken);
  const { _id } = (await created.json()) as { _id: string };
  expect((await t.request('PUT', `${TUTOR_AREA}/classes/${_id}/students`, { studentIds }, tutorToken)).status).toBe(200);
  return _id;
}

const addGuardian = (studentId: string, body: unknown = { email: PARENT, fname: 'Priya' }) => t.request('POST', `${TUTOR_AREA}/students/${studentId}/guardians`, body, tutorToken);
const mailsTo = (email: string) => t.mails().filter((mail) => mail.includes(`To: ${email}`));
const get = async (path: string, token: string) => {
  const response = await t.request('GET', path, undefined, token);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const child = (id: string, view: string) => `${GUARDIAN_AREA}/children/${id}/${view}`;

/** Asha's parent, invited, with the password chosen through the invitation, logged in. */
async function invitedParent(): Promise<string> {
  expect((await addGuardian(ids.asha)).status).toBe(201);
  const accepted = await t.post('/invite/accept', { token: t.latestLinkToken(PARENT), password: PARENT_PASSWORD });
  expect(accepted.status).toBe(200);
  return t.login('guardian', PARENT, PARENT_PASSWORD);
}

/** Coursework and notices for each class and the whole school, an absence and hand-ins: each returns what it made. */
async function fillSchool() {
  const assignment = async (title: string, classId: string, due?: Date) => {
    const fields = { date: '22/Nov/2026', title, description: title, classes: classId, ...(due ? { due: due.toISOString() } : {}) };
    const response = await t.send('POST', `${TUTOR_AREA}/assignments`, formOf(fields, { bytes: samplePdf(title), name: `${title}.pdf` }), tutorToken);
    expect(response.status).toBe(201);
    return (await response.json()) as { _id: string; filePath: string };
  };
  const sevenA = await assignment('Fractions', classes.a, new Date(Date.now() + HOUR));
  const sevenB = await assignment('Decimals', classes.b);
  const school = await assignment('Reading', '', new Date(Date.now() - HOUR));
  const notice = await t.send('POST', `${TUTOR_AREA}/announcements`, formOf({ subject: 'Trip', description: 'Zoo', date: 'Nov 22 2026', classes: classes.a }, { bytes: samplePdf('trip'), name: 'trip.pdf' }), tutorToken);
  expect(notice.status).toBe(201);
  await t.send('POST', `${TUTOR_AREA}/announcements`, formOf({ subject: 'Exam', description: '7B only', date: 'Nov 22 2026', classes: classes.b }), tutorToken);
  for (const [event, classIds] of [['Sports day', []], ['7A play', [classes.a]], ['7B play', [classes.b]]] as const) {
    expect((await t.request('POST', `${TUTOR_AREA}/events`, { event, club: 'School', description: event, date: ' Nov 24 2026', classes: classIds }, tutorToken)).status).toBe(201);
  }
  const note = await t.send('POST', `${TUTOR_AREA}/notes`, formOf({ date: '22/Nov/2026', title: 'Notes', description: 'For 7A', classes: classes.a }, { bytes: samplePdf('notes'), name: 'notes.pdf' }), tutorToken);
  const handIn = async (assignmentId: string, token: string) => {
    const form = new FormData();
    form.append('files', new Blob([samplePdf(`work ${token.slice(-8)}`)]), 'work.pdf');
    const response = await t.send('PUT', `${STUDENT_AREA}/assignments/${assignmentId}/submission`, form, token);
    expect(response.status).toBe(200);
    return ((await response.json()) as { submission: { files: Array<{ filePath: string }> } }).submission.files[0]?.filePath ?? '';
  };
  const absentees = { selectedRows: [], date: 'Mon Nov 23 2026', studentIds: [ids.asha] };
  expect((await t.request('POST', `${TUTOR_AREA}/attendence`, { absentees }, tutorToken)).status).toBe(200);
  return {
    files: {
      sevenA: sevenA.filePath,
      sevenB: sevenB.filePath,
      school: school.filePath,
      notice: ((await notice.json()) as { filePath: string }).filePath,
      note: ((await note.json()) as { filePath: string }).filePath,
      ashasWork: await handIn(sevenA._id, tokens.asha),
      bensWork: await handIn(sevenA._id, tokens.ben),
      chitrasWork: await handIn(sevenB._id, tokens.chitra),
    },
  };
}

describe('adding a guardian', () => {
  it('invites a new address: the mail links to /invite, accepted through /invite/accept, and the guardian logs in', async () => {
    const response = await addGuardian(ids.asha);
    expect(response.status).toBe(201);
    const { guardian, outcome } = (await response.json()) as { guardian: { _id: string; fname: string; email: string }; outcome: string };
    expect(guardian).toMatchObject({ fname: 'Priya', email: PARENT });
    expect(outcome).toBe('add');
    expect(mailsTo(PARENT)).toHaveLength(1);
    expect(mailsTo(PARENT)[0]).toContain('as a guardian');
    // Not before the password is chosen.
    expect((await t.post('/guardian/login', { email: PARENT, password: '' })).status).toBe(400);
    const token = await invitedParentAccepting();
    expect((await get('/session', token)).body).toMatchObject({ user: { position: 'guardian', email: PARENT } });
    const audit = await t.store.auditEvents.list({ since: new Date(0), actor: tutor.email });
    expect(audit.map((event) => [event.action, event.target])).toContainEqual(['guardian.add', `guardian ${guardian._id} <${PARENT}> of student ${ids.asha}`]);
  });

  it('links the same guardian to a second child: one account, a mail telling them, and both children listed', async () => {
    const token = await invitedParent();
    const second = await addGuardian(ids.chitra, { email: PARENT.toUpperCase() });
    expect(second.status).toBe(201);
    expect(((await second.json()) as { outcome: string }).outcome).toBe('link');
    expect(mailsTo(PARENT)).toHaveLength(2);
    // The outbox's files are named by the test's clock, which stands still: find the mail, not its place.
    expect(mailsTo(PARENT).filter((mail) => mail.includes('Chitra was added to your Studyhall account'))).toHaveLength(1);
    expect((await t.store.users.listByPosition('guardian')).map((user) => user.email)).toEqual([PARENT]);
    // The password chosen stays: no second invitation.
    expect(await t.login('guardian', PARENT, PARENT_PASSWORD)).toBeTruthy();

    const { status, body } = await get(`${GUARDIAN_AREA}/children`, token);
    expect(status).toBe(200);
    const numberOf = async (id: string) => (await t.store.users.find(id))?.admissionNo;
    expect(body).toEqual({
      children: [
        { _id: ids.asha, fname: student.fname, admissionNo: await numberOf(ids.asha), classes: [classes.a] },
        { _id: ids.chitra, fname: 'Chitra', admissionNo: await numberOf(ids.chitra), classes: [classes.b] },
      ].sort((one, other) => one.fname.localeCompare(other.fname)),
    });

    // Again: nothing changes, nothing is mailed.
    const again = await addGuardian(ids.chitra, { email: PARENT });
    expect(again.status).toBe(200);
    expect(mailsTo(PARENT)).toHaveLength(2);
    const actions = (await t.store.auditEvents.list({ since: new Date(0), actor: tutor.email })).map((event) => event.action).filter((action) => action.startsWith('guardian.'));
    expect(actions).toEqual(['guardian.add', 'guardian.link']);
  });

  it("refuses a student's or tutor's address (409), a student that does not exist (404) and a bad address (400)", async () => {
    for (const email of ['ben@school.test', tutor.email, student.email]) {
      const refused = await addGuardian(ids.asha, { email });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ message: guardianMessages.emailNotGuardian });
    }
    const tutorId = (await t.store.users.findByEmail(tutor.email))?._id ?? '';
    for (const id of ['no-such-student', tutorId]) expect((await addGuardian(id)).status).toBe(404);
    expect((await addGuardian(ids.asha, { email: 'not an address' })).status).toBe(400);
    expect(t.mails().filter((mail) => !mail.includes(`To: ${student.email}`) && !mail.includes('@school.test'))).toEqual([]);
    // Only tutors add guardians.
    expect((await t.request('POST', `${TUTOR_AREA}/students/${ids.asha}/guardians`, { email: PARENT }, tokens.ben)).status).toBe(403);
  });

  it('lists a blocked child too, and the guardian still logs in', async () => {
    const token = await invitedParent();
    expect((await t.request('PATCH', `${TUTOR_AREA}/students/${ids.asha}`, { blocked: true }, tutorToken)).status).toBe(200);
    expect(await t.login('guardian', PARENT, PARENT_PASSWORD)).toBeTruthy();
    expect(((await get(`${GUARDIAN_AREA}/children`, token)).body.children as unknown[]).length).toBe(1);
    expect((await get(`${child(ids.asha, 'events')}`, token)).status).toBe(200);
  });
});

/** The first test's own path: the invitation accepted, then the login. */
async function invitedParentAccepting(): Promise<string> {
  const accepted = await t.post('/invite/accept', { token: t.latestLinkToken(PARENT), password: PARENT_PASSWORD });
  expect(accepted.status).toBe(200);
  const login = await t.post('/guardian/login', { email: PARENT, password: PARENT_PASSWORD });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

describe("a guardian's view of each child", () => {
  it("answers exactly what the child's own calls answer", async () => {
    await fillSchool();
    const token = await invitedParent();
    expect((await addGuardian(ids.chitra, { email: PARENT })).status).toBe(201);
    const month = new Date().toISOString().slice(0, 7);
    for (const name of ['asha', 'chitra'] as const) {
      const id = ids[name];
      const own = async (path: string) => (await get(`${STUDENT_AREA}/${path}`, tokens[name])).body;
      expect(await get(child(id, `attendance?month=${month}`), token)).toEqual({ status: 200, body: await own(`attendance?month=${month}`) });
      expect(await get(child(id, 'assignments'), token)).toEqual({ status: 200, body: { ...(await own('assignments')), ...(await own('submissions')) } });
      expect(await get(child(id, 'announcements'), token)).toEqual({ status: 200, body: await own('announcements') });
      expect(await get(child(id, 'events'), token)).toEqual({ status: 200, body: await own('events') });
    }
    // Not the same answer for both: each child reads their own classes'.
    const titles = async (id: string) => ((await get(child(id, 'assignments'), token)).body.assignments as Array<{ title: string }>).map((each) => each.title);
    expect(await titles(ids.asha)).toEqual(['Reading', 'Fractions']);
    expect(await titles(ids.chitra)).toEqual(['Reading', 'Decimals']);
    const statuses = ((await get(child(ids.asha, 'assignments'), token)).body.submissions as Array<{ status: string }>).map((each) => each.status);
    expect(statuses).toEqual(['missing', 'handed-in']);
  });

  it("answers 404 for another child's id, a tutor's, a guardian's own or an unknown one, alike", async () => {
    await fillSchool();
    const token = await invitedParent();
    const tutorId = (await t.store.users.findByEmail(tutor.email))?._id ?? '';
    const ownId = (await t.store.users.findByEmail(PARENT))?._id ?? '';
    for (const id of [ids.ben, ids.chitra, tutorId, ownId, 'no-such-child']) {
      for (const view of ['attendance?month=2026-11', 'assignments', 'announcements', 'events']) {
        expect(await get(child(id, view), token)).toEqual({ status: 404, body: { message: guardianMessages.childNotFound } });
      }
    }
  });

  it("reads the files of a child's assignments and announcements and the child's own hand-ins, nothing else", async () => {
    const { files } = await fillSchool();
    const token = await invitedParent();
    const status = async (path: string) => (await t.request('GET', `/${path}`, undefined, token)).status;
    for (const path of [files.sevenA, files.school, files.notice, files.ashasWork]) expect(await status(path)).toBe(200);
    for (const path of [files.sevenB, files.bensWork, files.chitrasWork, files.note, 'uploads/no-such-file.pdf']) expect(await status(path)).toBe(404);
    // Chitra becomes theirs: her class's files and her work, too.
    await addGuardian(ids.chitra, { email: PARENT });
    for (const path of [files.sevenB, files.chitrasWork]) expect(await status(path)).toBe(200);
    expect(await status(files.bensWork)).toBe(404);
  });
});

describe('the role guards with a guardian token', () => {
  /** Every route of the three areas, with its parameters filled in. */
  function areaRoutes(id: string) {
    const seen = new Set<string>();
    return t.api.routes
      .filter((route) => route.method !== 'ALL' && [TUTOR_AREA, STUDENT_AREA, GUARDIAN_AREA].some((area) => route.path.startsWith(`${area}/`)))
      .map((route) => ({ method: route.method, path: route.path.replace(/:[^/]+/g, id) }))
      .filter((route) => {
        const key = `${route.method} ${route.path}`;
        return !seen.has(key) && seen.add(key);
      });
  }

  it('refuses every tutor and student call (403) and every child view of another child (404)', async () => {
    await fillSchool();
    const token = await invitedParent();
    const routes = areaRoutes(ids.ben);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        `GET ${GUARDIAN_AREA}/children`,
        `GET ${GUARDIAN_AREA}/children/${ids.ben}/attendance`,
        `GET ${GUARDIAN_AREA}/children/${ids.ben}/assignments`,
        `GET ${GUARDIAN_AREA}/children/${ids.ben}/announcements`,
        `GET ${GUARDIAN_AREA}/children/${ids.ben}/events`,
        `PUT ${GUARDIAN_AREA}/password`,
        `GET ${STUDENT_AREA}/assignments`,
        `GET ${TUTOR_AREA}/students`,
      ]),
    );
    for (const { method, path } of routes) {
      const response = await t.request(method, path, method === 'GET' || method === 'HEAD' ? undefined : {}, token);
      const expected = path.startsWith(`${GUARDIAN_AREA}/children/`) ? 404 : path.startsWith(GUARDIAN_AREA) ? undefined : 403;
      if (expected !== undefined) expect({ method, path, status: response.status }).toEqual({ method, path, status: expected });
    }
    // The guardian's own child's views all answer.
    for (const { method, path } of areaRoutes(ids.asha).filter((route) => route.path.startsWith(`${GUARDIAN_AREA}/children/`))) {
      expect({ path, status: (await t.request(method, `${path}?month=2026-11`, undefined, token)).status }).toEqual({ path, status: 200 });
    }
  });

  it("refuses a student's and a tutor's token in the guardian's area (403)", async () => {
    await invitedParent();
    for (const token of [tokens.asha, tutorToken]) {
      expect((await t.request('GET', `${GUARDIAN_AREA}/children`, undefined, token)).status).toBe(403);
      expect((await t.request('GET', child(ids.asha, 'events'), undefined, token)).status).toBe(403);
    }
    expect((await t.request('GET', `${GUARDIAN_AREA}/children`)).status).toBe(401);
  });
});

describe("the import's guardian_emails", () => {
  const importCsv = async (text: string) => {
    const response = await t.send('POST', `${TUTOR_AREA}/students/import`, formOf({}, { bytes: new TextEncoder().encode(text), name: 'students.csv', type: 'text/csv' }), tutorToken);
    return { status: response.status, body: (await response.json()) as { rows: Array<{ action: string; messages: string[] }> } };
  };
  const header = 'admission_no,full_name,email,contact,classes,guardian_emails\n';

  it('makes each new address a guardian account, invited once, and links an existing guardian, telling them', async () => {
    await invitedParent();
    const { status } = await importCsv(
      `${header}5001,Dev Rao,dev@school.test,9876543210,7A,${PARENT};carer@home.test\n5002,Esha Rao,esha@school.test,9876543210,7B,carer@home.test\n`,
    );
    expect(status).toBe(200);
    const guardians = await t.store.users.listByPosition('guardian');
    expect(guardians.map((each) => each.email).sort()).toEqual(['carer@home.test', PARENT]);
    // One invitation for the carer, however many children name them; the parent is told of Dev.
    expect(mailsTo('carer@home.test')).toHaveLength(1);
    expect(mailsTo(PARENT).filter((mail) => mail.includes('was added to your Studyhall account'))).toHaveLength(1);

    const carer = await t.post('/invite/accept', { token: t.latestLinkToken('carer@home.test'), password: PARENT_PASSWORD });
    expect(carer.status).toBe(200);
    const carerToken = await t.login('guardian', 'carer@home.test', PARENT_PASSWORD);
    const names = async (token: string) => ((await get(`${GUARDIAN_AREA}/children`, token)).body.children as Array<{ fname: string }>).map((each) => each.fname);
    expect(await names(carerToken)).toEqual(['Dev Rao', 'Esha Rao']);
    expect(await names(await t.login('guardian', PARENT, PARENT_PASSWORD))).toEqual([student.fname, 'Dev Rao'].sort());

    // The same file again changes nothing and mails nobody.
    const mails = t.mails().length;
    expect((await importCsv(`${header}5001,Dev Rao,dev@school.test,9876543210,7A,${PARENT};carer@home.test\n5002,Esha Rao,esha@school.test,9876543210,7B,carer@home.test\n`)).status).toBe(200);
    expect(t.mails()).toHaveLength(mails);
    const actions = (await t.store.auditEvents.list({ since: new Date(0), actor: tutor.email })).map((event) => event.action).filter((action) => action.startsWith('guardian.'));
    expect(actions).toEqual(['guardian.add', 'guardian.add', 'guardian.link']);
  });

  it("refuses a student's or tutor's address as a guardian, row by row, changing nothing", async () => {
    const { status, body } = await importCsv(`${header}5001,Dev Rao,dev@school.test,9876543210,7A,ben@school.test\n5002,Esha Rao,esha@school.test,9876543210,7B,${tutor.email}\n`);
    expect(status).toBe(422);
    expect(body.rows.map((row) => row.action)).toEqual(['error', 'error']);
    expect(body.rows[1]?.messages.join(' ')).toContain('belongs to a student or tutor account');
    expect(await t.store.users.listByPosition('guardian')).toEqual([]);
  });

  it("shows a guardian a tutor added in the export's guardian_emails", async () => {
    await addGuardian(ids.asha);
    const exported = await (await t.request('GET', `${TUTOR_AREA}/students.csv`, undefined, tutorToken)).text();
    expect(exported).toContain(PARENT);
  });
});

describe("a guardian's password", () => {
  it('changes like everyone else: a new token, other sessions end', async () => {
    const token = await invitedParent();
    const other = await t.login('guardian', PARENT, PARENT_PASSWORD);
    const changed = await t.request('PUT', `${GUARDIAN_AREA}/password`, { current: PARENT_PASSWORD, password: NEW_PASSWORD }, token);
    expect(changed.status).toBe(200);
    const { token: fresh } = (await changed.json()) as { token: string };
    expect((await get(`${GUARDIAN_AREA}/children`, fresh)).status).toBe(200);
    expect((await get(`${GUARDIAN_AREA}/children`, other)).status).toBe(401);
    expect((await t.post('/guardian/login', { email: PARENT, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('is reset with a mailed code for position guardian, and only for it', async () => {
    await invitedParent();
    expect((await t.post('/password/forgot', { email: PARENT, position: 'student' })).status).toBe(200);
    expect(mailsTo(PARENT)).toHaveLength(1);
    // One code mail a minute per address.
    t.advance(61_000);
    expect((await t.post('/password/forgot', { email: PARENT, position: 'guardian' })).status).toBe(200);
    expect(mailsTo(PARENT)).toHaveLength(2);
    const otp = t.latestCode(PARENT);
    expect((await t.post('/password/reset', { email: PARENT, position: 'student', otp, password: NEW_PASSWORD })).status).toBe(400);
    expect((await t.post('/password/reset', { email: PARENT, position: 'guardian', otp, password: NEW_PASSWORD })).status).toBe(200);
    expect((await t.post('/guardian/login', { email: PARENT, password: NEW_PASSWORD })).status).toBe(200);
    // A guardian's address logs in only at the guardian's login.
    expect((await t.post('/student/login', { email: PARENT, password: NEW_PASSWORD })).status).toBe(400);
  });
});
