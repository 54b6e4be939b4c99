import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnSubmission, OwnSubmissionOf, StudentSubmission, SubmissionFile } from '../../contract/records/coursework.ts';
import { submissionMessages } from '../../contract/strings/coursework.ts';
import { fileMessages } from '../../contract/strings/files.ts';
import { formOf, startSignedInApi, student, type TestApi } from '../testing/api-harness.ts';
import { sampleExe, samplePdf, samplePng, sampleText } from '../testing/sample-files.ts';
import { zipEntries } from '../testing/zip-entries.ts';
import { archivePaths, safeSegment } from './submissions-zip.ts';

const HOUR = 60 * 60 * 1000;
const ASSIGNMENTS = '/tutor/home/assignments';
const own = (id: string) => `/student/home/assignments/${id}/submission`;
const table = (id: string) => `${ASSIGNMENTS}/${id}/submissions`;

type Sent = { bytes: Buffer<ArrayBuffer>; name: string };

let t: TestApi;
let tutorToken: string;
/** Asha, in 7A with Ben; Chitra is in 7B only. */
let ashaToken: string;
let benToken: string;
let chitraToken: string;
let ids: Record<'asha' | 'ben' | 'chitra', string>;
let classes: Record<'a' | 'b', string>;

beforeEach(async () => {
  ({ t, tutorToken, studentToken: ashaToken } = await startSignedInApi());
  const other = (fname: string) => ({ ...student, fname, email: `${fname.toLowerCase()}@school.test` });
  benToken = await t.tokenFor('student', other('Ben'));
  chitraToken = await t.tokenFor('student', other('Chitra'));
  const idOf = async (email: string) => (await t.store.users.findByEmail(email))?._id ?? 'missing';
  ids = { asha: await idOf(student.email), ben: await idOf('ben@school.test'), chitra: await idOf('chitra@school.test') };
  classes = { a: await classWith('7A', [ids.asha, ids.ben]), b: await classWith('7B', [ids.chitra]) };
});
afterEach(() => t.close());

async function classWith(name: string, studentIds: string[]): Promise<string> {
  const created = await t.request('POST', '/tutor/home/classes', { name }, tutorToken);
  const { _id } = (await created.json()) as { _id: string };
  expect((await t.request('PUT', `/tutor/home/classes/${_id}/students`, { studentIds }, tutorToken)).status).toBe(200);
  return _id;
}

/** An assignment for 7A due in an hour, unless told otherwise. */
async function assignment(fields: Record<string, string> = {}): Promise<string> {
  const due = new Date(Date.now() + HOUR).toISOString();
  const form = formOf({ date: '22/Nov/2026', title: 'Fractions: week 3', description: 'Exercises', classes: classes.a, due, ...fields }, { bytes: samplePdf(), name: 'sheet.pdf' });
  const response = await t.send('POST', ASSIGNMENTS, form, tutorToken);
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

function handInForm(files: readonly Sent[], text?: string): FormData {
  const form = new FormData();
  if (text !== undefined) form.append('text', text);
  for (const file of files) form.append('files', new Blob([file.bytes]), file.name);
  return form;
}

async function handIn(id: string, token: string, files: readonly Sent[], text?: string) {
  const response = await t.send('PUT', own(id), handInForm(files, text), token);
  return { status: response.status, body: (await response.json()) as { submission: OwnSubmission; message?: string } };
}

const call = async (method: string, path: string, token: string, body?: unknown) => {
  const response = await t.request(method, path, body, token);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const ownOf = async (id: string, token: string) => (await call('GET', own(id), token)).body.submission as OwnSubmission;
const tableOf = async (id: string) => (await call('GET', table(id), tutorToken)).body.submissions as StudentSubmission[];
const fetchFile = (file: SubmissionFile, headers: Record<string, string>) => t.api.request(`/${file.filePath}`, { headers });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** An instant as the API answers it: ISO 8601 in UTC, to the millisecond. */
const INSTANT = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const pdf = (text: string): Sent => ({ bytes: samplePdf(text), name: `${text}.pdf` });

describe('PUT /student/home/assignments/{id}/submission', () => {
  it('hands in files and text before the due time, and answers the submission', async () => {
    const id = await assignment();
    const { status, body } = await handIn(id, ashaToken, [pdf('page 1'), { bytes: samplePng(), name: 'photo.png' }], '  My working  ');
    expect(status).toBe(200);
    expect(body.submission).toEqual({
      status: 'handed-in',
      handedInAt: INSTANT,
      files: [
        { filePath: expect.stringMatching(/^uploads\/[\w-]{22}\.pdf$/), fileName: 'page 1.pdf' },
        { filePath: expect.stringMatching(/^uploads\/[\w-]{22}\.png$/), fileName: 'photo.png' },
      ],
      text: 'My working',
      feedback: '',
    });
    expect(await ownOf(id, ashaToken)).toEqual(body.submission);
    const response = await fetchFile(body.submission.files[0] as SubmissionFile, bearer(ashaToken));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(samplePdf('page 1'));
  });

  it('marks a hand-in after the due time late', async () => {
    const id = await assignment();
    t.advance(2 * HOUR);
    const { status, body } = await handIn(id, ashaToken, [], 'Sorry it is late');
    expect(status).toBe(200);
    expect(body.submission.status).toBe('late');
  });

  it('takes text only and files only, and refuses neither', async () => {
    const id = await assignment();
    expect((await handIn(id, ashaToken, [], 'Just words')).body.submission).toMatchObject({ files: [], text: 'Just words' });
    expect((await handIn(id, benToken, [pdf('only a file')])).body.submission).toMatchObject({ text: '', files: [{ fileName: 'only a file.pdf' }] });
    const empty = await handIn(id, ashaToken, [], '   ');
    expect(empty).toMatchObject({ status: 400, body: { message: submissionMessages.nothingHandedIn } });
  });

  it('refuses a sixth file, a disguised file and an answer over 10,000 characters, keeping nothing', async () => {
    const id = await assignment();
    const before = t.uploadedFiles();
    const six = await handIn(id, ashaToken, [1, 2, 3, 4, 5, 6].map((n) => pdf(`page ${n}`)));
    expect(six).toMatchObject({ status: 400, body: { message: fileMessages.tooManyFiles(5) } });
    const disguised = await handIn(id, ashaToken, [pdf('fine'), { bytes: sampleExe(), name: 'essay.pdf' }]);
    expect(disguised.status).toBe(415);
    const long = await handIn(id, benToken, [pdf('fine')], 'x'.repeat(10_001));
    expect(long).toMatchObject({ status: 400, body: { message: submissionMessages.textLong(10_000) } });
    expect((await ownOf(id, ashaToken)).status).toBe('assigned');
    expect((await ownOf(id, benToken)).status).toBe('assigned');
    expect(t.uploadedFiles()).toEqual(before);
  });

  it('replaces the previous hand-in whole, and removes its files', async () => {
    const id = await assignment();
    const first = (await handIn(id, ashaToken, [pdf('draft 1'), pdf('draft 2')], 'First try')).body.submission;
    t.advance(60_000);
    const second = (await handIn(id, ashaToken, [pdf('final')])).body.submission;
    expect(second).toMatchObject({ status: 'handed-in', text: '', files: [{ fileName: 'final.pdf' }] });
    expect(Date.parse(second.handedInAt ?? '') - Date.parse(first.handedInAt ?? '')).toBe(60_000);
    for (const file of first.files) {
      expect(t.uploadedFiles()).not.toContain(file.filePath.split('/')[1]);
      expect((await fetchFile(file, bearer(tutorToken))).status).toBe(404);
    }
  });

  it('keeps the previous hand-in when the new one is cut off mid-upload', async () => {
    const id = await assignment();
    const first = (await handIn(id, ashaToken, [pdf('kept')])).body.submission;
    const whole = new Response(handInForm([pdf('lost'), pdf('never arrives')]));
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const cut = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes.slice(0, bytes.length / 2));
        controller.error(new Error('connection dropped'));
      },
    });
    const response = await t.api.request(own(id), {
      method: 'PUT',
      headers: { ...bearer(ashaToken), 'Content-Type': whole.headers.get('Content-Type') ?? '' },
      body: cut,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await ownOf(id, ashaToken)).toEqual(first);
    expect((await fetchFile(first.files[0] as SubmissionFile, bearer(ashaToken))).status).toBe(200);
  });

  it('is refused with 409 when hand-in is closed', async () => {
    const id = await assignment({ handInOpen: 'false' });
    const { status, body } = await handIn(id, ashaToken, [], 'Too late?');
    expect(status).toBe(409);
    expect(body.message).toBe(submissionMessages.handInClosed);
  });
});

describe('DELETE /student/home/assignments/{id}/submission', () => {
  it('takes a hand-in back, removing its files, and lets the student hand in again', async () => {
    const id = await assignment();
    const handed = (await handIn(id, ashaToken, [pdf('oops')], 'wrong one')).body.submission;
    const { status, body } = await call('DELETE', own(id), ashaToken);
    expect(status).toBe(200);
    expect(body.submission).toEqual({ status: 'assigned', files: [], text: '', feedback: '' });
    expect((await fetchFile(handed.files[0] as SubmissionFile, bearer(tutorToken))).status).toBe(404);
    expect((await handIn(id, ashaToken, [], 'right one')).body.submission).toMatchObject({ status: 'handed-in', text: 'right one' });
    t.advance(2 * HOUR);
    await call('DELETE', own(id), ashaToken);
    expect((await ownOf(id, ashaToken)).status).toBe('missing');
  });

  it('refuses to take back or replace a returned submission', async () => {
    const id = await assignment();
    await handIn(id, ashaToken, [pdf('work')]);
    expect((await call('PATCH', `${table(id)}/${ids.asha}`, tutorToken, { grade: 'A', feedback: 'Well done', returned: true })).status).toBe(200);
    expect(await call('DELETE', own(id), ashaToken)).toEqual({ status: 409, body: { message: submissionMessages.alreadyReturned } });
    expect((await handIn(id, ashaToken, [pdf('again')])).status).toBe(409);
    expect(await ownOf(id, ashaToken)).toMatchObject({ status: 'returned', grade: 'A', feedback: 'Well done', files: [{ fileName: 'work.pdf' }] });
  });
});

describe('who reaches a submission', () => {
  it('answers 404 to a student of another class, and for an unknown assignment, on every call', async () => {
    const id = await assignment();
    for (const path of [own(id), own('no-such-assignment')]) {
      expect((await call('GET', path, chitraToken)).status).toBe(404);
      expect((await call('DELETE', path, chitraToken)).status).toBe(404);
      expect((await handIn(path === own(id) ? id : 'no-such-assignment', chitraToken, [pdf('mine')])).status).toBe(404);
    }
    expect((await tableOf(id)).map((row) => row.studentId)).not.toContain(ids.chitra);
  });

  it('never lets another student read a submission or its files: bearer, file cookie or a guessed name', async () => {
    const id = await assignment();
    const [file] = (await handIn(id, ashaToken, [pdf('private')])).body.submission.files;
    if (!file) throw new Error('no file handed in');
    const login = await t.post('/student/login', { email: 'ben@school.test', password: student.password });
    const benCookie = (login.headers.get('Set-Cookie') ?? '').split(';')[0] as string;
    expect((await fetchFile(file, bearer(benToken))).status).toBe(404);
    expect((await fetchFile(file, { Cookie: benCookie })).status).toBe(404);
    expect((await fetchFile(file, bearer(chitraToken))).status).toBe(404);
    const guessed = file.filePath.replace(/[\w-]{22}/, 'A'.repeat(22));
    expect((await t.api.request(`/${guessed}`, { headers: bearer(benToken) })).status).toBe(404);
    expect(await ownOf(id, benToken)).toEqual({ status: 'assigned', files: [], text: '', feedback: '' });
    expect((await fetchFile(file, bearer(ashaToken))).status).toBe(200);
    expect((await fetchFile(file, bearer(tutorToken))).status).toBe(200);
  });

  it('refuses the tutor calls to a student (403) and to a visitor (401)', async () => {
    const id = await assignment();
    for (const [method, path] of [
      ['GET', table(id)],
      ['PATCH', `${table(id)}/${ids.asha}`],
      ['GET', `${table(id)}.zip`],
    ] as const) {
      expect((await t.request(method, path, method === 'PATCH' ? { grade: 'A' } : undefined, ashaToken)).status).toBe(403);
      expect((await t.request(method, path, method === 'PATCH' ? { grade: 'A' } : undefined)).status).toBe(401);
    }
  });
});

describe('GET /tutor/home/assignments/{id}/submissions', () => {
  it('lists exactly the audience by name, with each status, and missing once past due', async () => {
    const id = await assignment();
    await handIn(id, benToken, [pdf('ben')], 'Done');
    const before = await tableOf(id);
    expect(before.map((row) => [row.fname, row.status])).toEqual([
      ['Asha', 'assigned'],
      ['Ben', 'handed-in'],
    ]);
    expect(before[1]).toEqual({
      studentId: ids.ben,
      admissionNo: expect.any(String),
      fname: 'Ben',
      status: 'handed-in',
      handedInAt: INSTANT,
      files: [{ filePath: expect.stringMatching(/^uploads\//), fileName: 'ben.pdf' }],
      text: 'Done',
      feedback: '',
    });
    t.advance(2 * HOUR);
    expect((await tableOf(id)).map((row) => row.status)).toEqual(['missing', 'handed-in']);
    await handIn(id, ashaToken, [], 'Late');
    expect((await tableOf(id)).map((row) => row.status)).toEqual(['late', 'handed-in']);
  });

  it('lists each student once with every file they handed in, in the order sent', async () => {
    const id = await assignment();
    await handIn(id, ashaToken, [pdf('c'), pdf('a'), pdf('b')]);
    await handIn(id, benToken, [pdf('z'), pdf('y')], 'Two');
    const rows = await tableOf(id);
    expect(rows.map((row) => [row.fname, row.files.map((file) => file.fileName)])).toEqual([
      ['Asha', ['c.pdf', 'a.pdf', 'b.pdf']],
      ['Ben', ['z.pdf', 'y.pdf']],
    ]);
    const [one] = (await call('PATCH', `${table(id)}/${ids.ben}`, tutorToken, { grade: 'B' })).body.files as SubmissionFile[];
    expect(one?.fileName).toBe('z.pdf');
  });

  it('counts hand-ins and take-backs on the tutor’s kept assignments list at once', async () => {
    const id = await assignment();
    const counts = async () => ((await call('GET', ASSIGNMENTS, tutorToken)).body.assignments as { _id: string; handIns: unknown }[]).find((row) => row._id === id)?.handIns;
    expect(await counts()).toMatchObject({ assigned: 2, 'handed-in': 0 });
    await handIn(id, ashaToken, [], 'Done');
    expect(await counts()).toMatchObject({ assigned: 1, 'handed-in': 1 });
    await call('DELETE', own(id), ashaToken);
    expect(await counts()).toMatchObject({ assigned: 2, 'handed-in': 0 });
  });

  it('is made once and sent again until what it shows changes: a hand-in, a grade, a roster, a blocked student', async () => {
    const id = await assignment();
    const made = vi.spyOn(t.store.submissions, 'table');
    const rows = async () => (await tableOf(id)).map((row) => [row.fname, row.status, row.grade ?? '']);
    expect(await rows()).toEqual([
      ['Asha', 'assigned', ''],
      ['Ben', 'assigned', ''],
    ]);
    expect(await rows()).toEqual(await rows());
    expect(made).toHaveBeenCalledTimes(1);
    await handIn(id, ashaToken, [], 'Done');
    expect((await rows())[0]).toEqual(['Asha', 'handed-in', '']);
    await call('PATCH', `${table(id)}/${ids.asha}`, tutorToken, { grade: 'A' });
    expect((await rows())[0]).toEqual(['Asha', 'handed-in', 'A']);
    expect((await t.request('PUT', `/tutor/home/classes/${classes.a}/students`, { studentIds: [ids.asha, ids.ben, ids.chitra] }, tutorToken)).status).toBe(200);
    expect((await rows()).map(([fname]) => fname)).toEqual(['Asha', 'Ben', 'Chitra']);
    expect((await call('PATCH', `/tutor/home/students/${ids.ben}`, tutorToken, { blocked: true })).status).toBe(200);
    expect((await rows()).map(([fname]) => fname)).toEqual(['Asha', 'Chitra']);
  });

  it('lists every student for a whole-school assignment, and 404 for an unknown one', async () => {
    const id = await assignment({ classes: '' });
    expect((await tableOf(id)).map((row) => row.studentId).sort()).toEqual(Object.values(ids).sort());
    expect((await call('GET', table('no-such-assignment'), tutorToken)).status).toBe(404);
  });
});

describe('PATCH /tutor/home/assignments/{id}/submissions/{studentId}', () => {
  it('grades, gives feedback and returns, answering the row; the student sees them only once returned', async () => {
    const id = await assignment();
    await handIn(id, ashaToken, [pdf('work')]);
    const draft = await call('PATCH', `${table(id)}/${ids.asha}`, tutorToken, { grade: ' 17/20 ', feedback: 'Check question 4.' });
    expect(draft).toMatchObject({ status: 200, body: { studentId: ids.asha, status: 'handed-in', grade: '17/20', feedback: 'Check question 4.' } });
    expect(await ownOf(id, ashaToken)).not.toHaveProperty('grade');
    const returned = await call('PATCH', `${table(id)}/${ids.asha}`, tutorToken, { returned: true });
    expect(returned.body).toMatchObject({ status: 'returned', grade: '17/20' });
    expect(await ownOf(id, ashaToken)).toMatchObject({ status: 'returned', grade: '17/20', feedback: 'Check question 4.', returnedAt: INSTANT });
    const reopened = await call('PATCH', `${table(id)}/${ids.asha}`, tutorToken, { returned: false, grade: null });
    expect(reopened.body).toMatchObject({ status: 'handed-in' });
    expect(reopened.body).not.toHaveProperty('grade');
    expect((await handIn(id, ashaToken, [pdf('better')])).status).toBe(200);
    const audit = (await t.store.auditEvents.list({ since: new Date(0) })).map((event) => event.action);
    expect(audit.filter((action) => action.startsWith('submission.'))).toEqual(['submission.hand-in', 'submission.review', 'submission.return', 'submission.unreturn', 'submission.hand-in']);
  });

  it('returns a missing submission with feedback, and refuses a student the assignment is not for, and bad fields', async () => {
    const id = await assignment();
    t.advance(2 * HOUR);
    const returned = await call('PATCH', `${table(id)}/${ids.ben}`, tutorToken, { feedback: 'Nothing came in: see me.', returned: true });
    expect(returned.body).toMatchObject({ status: 'returned', files: [], feedback: 'Nothing came in: see me.' });
    expect(await call('PATCH', `${table(id)}/${ids.chitra}`, tutorToken, { grade: 'A' })).toEqual({ status: 404, body: { message: submissionMessages.studentNotFound } });
    expect((await call('PATCH', `${table(id)}/${ids.asha}`, tutorToken, { grade: 'x'.repeat(21) })).body.message).toBe(submissionMessages.gradeLong(20));
    expect((await call('PATCH', `${table(id)}/${ids.asha}`, tutorToken, { feedback: 'x'.repeat(5001) })).status).toBe(400);
    expect((await call('PATCH', `${table(id)}/${ids.asha}`, tutorToken, { returned: 'yes' })).status).toBe(400);
  });
});

describe('GET /tutor/home/assignments/{id}/submissions.zip', () => {
  it('holds exactly the audience’s handed-in files, in a folder per student', async () => {
    const id = await assignment();
    await handIn(id, ashaToken, [pdf('essay'), { bytes: samplePdf('second essay'), name: 'essay.pdf' }]);
    await handIn(id, benToken, [], 'Text only: no file');
    await handIn(id, chitraToken, [pdf('not for this class')]);
    const response = await t.api.request(`${table(id)}.zip`, { headers: bearer(tutorToken) });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="Fractions week 3.zip"');
    const entries = zipEntries(Buffer.from(await response.arrayBuffer()));
    const asha = (await tableOf(id))[0] as StudentSubmission;
    const folder = `${asha.admissionNo} Asha`;
    expect([...entries.keys()]).toEqual([`${folder}/essay.pdf`, `${folder}/essay (2).pdf`]);
    expect(entries.get(`${folder}/essay.pdf`)).toEqual(samplePdf('essay'));
    expect(entries.get(`${folder}/essay (2).pdf`)).toEqual(samplePdf('second essay'));
  });
});

describe('GET /student/home/submissions', () => {
  const OWN_ALL = '/student/home/submissions';
  const allOf = async (token: string) => (await call('GET', OWN_ALL, token)).body.submissions as OwnSubmissionOf[];
  const dueIn = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

  it('answers the student’s own submission of each assignment for them, by due time, with the one status rule', async () => {
    const noDue = await assignment({ due: '', date: '20/Nov/2026' });
    const missing = await assignment({ due: dueIn(1) });
    const late = await assignment({ due: dueIn(2) });
    const returned = await assignment({ due: dueIn(3) });
    const handedIn = await assignment({ due: dueIn(4) });
    const draftGraded = await assignment({ due: dueIn(5) });
    const wholeSchool = await assignment({ due: dueIn(6), classes: '' });
    const noDueNewer = await assignment({ due: '', date: '24/Nov/2026' });
    const otherClass = await assignment({ due: dueIn(1), classes: classes.b });
    const onTime = (await handIn(returned, ashaToken, [pdf('essay')], 'My essay')).body.submission;
    await call('PATCH', `${table(returned)}/${ids.asha}`, tutorToken, { grade: 'A', feedback: 'Well argued.', returned: true });
    const handed = (await handIn(handedIn, ashaToken, [pdf('page 1'), pdf('page 2')], 'Working')).body.submission;
    await handIn(draftGraded, ashaToken, [], 'Answer');
    await call('PATCH', `${table(draftGraded)}/${ids.asha}`, tutorToken, { grade: 'B', feedback: 'Draft note' });
    await handIn(missing, benToken, [pdf('ben private')], 'Ben’s secret');
    await handIn(otherClass, chitraToken, [], 'Chitra’s work');
    t.advance(2.5 * HOUR);
    await handIn(late, ashaToken, [], 'Sorry, late');

    const { status, body } = await call('GET', OWN_ALL, ashaToken);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['submissions']);
    const answer = body.submissions as OwnSubmissionOf[];
    expect(answer.map((entry) => entry.assignmentId)).toEqual([missing, late, returned, handedIn, draftGraded, wholeSchool, noDueNewer, noDue]);
    const studentList = (await call('GET', '/student/home/assignments', ashaToken)).body.assignments as { _id: string }[];
    expect(answer.map((entry) => entry.assignmentId)).toEqual(studentList.map((entry) => entry._id));
    const byId = new Map(answer.map((entry) => [entry.assignmentId, entry]));
    const nothing = { files: [], text: '', feedback: '' };
    expect(byId.get(missing)).toEqual({ assignmentId: missing, status: 'missing', ...nothing });
    expect(byId.get(late)).toEqual({ assignmentId: late, status: 'late', handedInAt: INSTANT, files: [], text: 'Sorry, late', feedback: '' });
    expect(byId.get(returned)).toEqual({ assignmentId: returned, ...onTime, status: 'returned', returnedAt: INSTANT, grade: 'A', feedback: 'Well argued.' });
    expect(byId.get(handedIn)).toEqual({ assignmentId: handedIn, ...handed });
    expect(byId.get(draftGraded)).toEqual({ assignmentId: draftGraded, status: 'handed-in', handedInAt: INSTANT, files: [], text: 'Answer', feedback: '' });
    expect(byId.get(wholeSchool)).toEqual({ assignmentId: wholeSchool, status: 'assigned', ...nothing });
    expect(byId.get(noDue)).toEqual({ assignmentId: noDue, status: 'assigned', ...nothing });
    // Each entry is what the one-assignment call answers.
    for (const entry of answer) expect({ assignmentId: entry.assignmentId, ...(await ownOf(entry.assignmentId, ashaToken)) }).toEqual(entry);
  });

  it('never holds another student’s hand-in, nor an assignment of another class', async () => {
    const mine = await assignment();
    const theirs = await assignment({ classes: classes.b });
    await handIn(mine, benToken, [pdf('ben private')], 'Ben’s secret');
    await handIn(theirs, chitraToken, [pdf('chitra private')], 'Chitra’s work');
    const asha = await allOf(ashaToken);
    expect(asha).toEqual([{ assignmentId: mine, status: 'assigned', files: [], text: '', feedback: '' }]);
    expect(JSON.stringify(asha)).not.toMatch(/private|secret|Chitra/);
    expect((await allOf(chitraToken)).map((entry) => [entry.assignmentId, entry.text])).toEqual([[theirs, 'Chitra’s work']]);
    expect((await allOf(benToken)).map((entry) => [entry.assignmentId, entry.status])).toEqual([[mine, 'handed-in']]);
  });

  it('holds a class’s assignments once the student joins it', async () => {
    const forB = await assignment({ classes: classes.b });
    expect(await allOf(ashaToken)).toEqual([]);
    expect((await call('PUT', `/tutor/home/classes/${classes.b}/students`, tutorToken, { studentIds: [ids.chitra, ids.asha] })).status).toBe(200);
    expect((await allOf(ashaToken)).map((entry) => entry.assignmentId)).toEqual([forB]);
  });

  it('refuses a tutor (403) and a visitor (401)', async () => {
    await assignment();
    expect((await t.request('GET', OWN_ALL, undefined, tutorToken)).status).toBe(403);
    expect((await t.request('GET', OWN_ALL)).status).toBe(401);
  });
});

describe('archive names', () => {
  it('makes folder and file names safe on every system', () => {
    expect(safeSegment('12 Asha: draft?', 'file')).toBe('12 Asha draft');
    expect(safeSegment('..', 'file')).toBe('file');
    expect(safeSegment('Essay?.pdf', 'file')).toBe('Essay.pdf');
    expect(safeSegment('a/../../etc/passwd', 'file')).toBe('a .. .. etc passwd');
    expect(safeSegment(`${'x'.repeat(200)}.pdf`, 'file')).toMatch(/^x{116}\.pdf$/);
  });

  it('keeps two students of the same name and number apart', () => {
    const file = { admissionNo: '7', fname: 'Asha Kumar', upload: 'u.pdf', fileName: 'a.pdf' };
    const paths = archivePaths([{ ...file, studentId: 'one' }, { ...file, studentId: 'two' }]).map((entry) => entry.path);
    expect(paths).toEqual(['7 Asha Kumar/a.pdf', '7 Asha Kumar (2)/a.pdf']);
  });
});

describe('file names', () => {
  it('hands in a text file named as a page under its checked kind', async () => {
    const id = await assignment();
    const { body } = await handIn(id, ashaToken, [{ bytes: sampleText(), name: 'notes.html' }]);
    expect(body.submission.files[0]?.fileName).toBe('notes.txt');
  });
});

describe('DELETE of an assignment', () => {
  it('removes its hand-ins with their files: rows, disk, and every way of fetching them', async () => {
    const id = await assignment();
    const { body } = await handIn(id, ashaToken, [pdf('essay')]);
    const [file] = body.submission.files;
    const name = file?.filePath.replace(/^uploads\//, '') ?? 'missing';
    expect(t.uploadedFiles()).toContain(name);

    expect((await t.request('DELETE', `${ASSIGNMENTS}/${id}`, undefined, tutorToken)).status).toBe(204);
    expect(t.uploadedFiles()).not.toContain(name);
    expect(await t.store.submissions.uploadsOf(id)).toEqual([]);
    expect((await fetchFile(file!, bearer(tutorToken))).status).toBe(404);
  });
});
