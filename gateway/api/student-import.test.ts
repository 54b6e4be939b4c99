import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SchoolClass } from '../../contract/records/school-class.ts';
import type { ImportReport } from '../../contract/records/student-import.ts';
import type { User } from '../../contract/records/user.ts';
import { authApiMessages } from '../../contract/strings/auth.ts';
import { classMessages } from '../../contract/strings/classes.ts';
import { fileMessages } from '../../contract/strings/files.ts';
import { studentImportMessages as m } from '../../contract/strings/student-import.ts';
import { userDetailsMessages } from '../../contract/strings/validation.ts';
import { IMPORT_MAX_MB, IMPORT_MAX_ROWS } from '../../contract/validation/student-import.ts';
import type { Store } from '../db/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { formOf, startSignedInApi, student, TEST_SECRET, tutor, type TestApi } from '../testing/api-harness.ts';
import { mountedApi } from '../testing/mounted-api.ts';

const IMPORT = '/tutor/home/students/import';
const EXPORT = '/tutor/home/students.csv';
const HEADER = 'admission_no,full_name,email,contact,classes,guardian_emails';

let t: TestApi;
let adminToken: string;
let studentToken: string;
/** A tutor who does not run the school. */
let teacherToken: string;
beforeEach(async () => {
  ({ t, tutorToken: adminToken, studentToken } = await startSignedInApi());
  teacherToken = await t.tokenFor('tutor', { ...tutor, fname: 'Mr Bose', email: 'bose@school.test' });
});
afterEach(() => t.close());

type Applied = ImportReport;

/** A CSV file of lines, LF-ended, the header first. */
const csvOf = (...lines: string[]) => `${[HEADER, ...lines].join('\n')}\n`;

/** Sends `text` (or bytes) as the form's `file`; a dry run unless told to apply. */
async function sendFile(text: string | Uint8Array<ArrayBuffer>, { apply = false, token = adminToken, api = t }: { apply?: boolean; token?: string; api?: Pick<TestApi, 'send'> } = {}) {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const response = await api.send('POST', apply ? IMPORT : `${IMPORT}?dryRun=1`, formOf({}, { bytes, name: 'students.csv', type: 'text/csv' }), token);
  return { status: response.status, body: (await response.json()) as Applied & { message?: string } };
}

/** Every student, as the tutor's list answers them. */
async function students(): Promise<User[]> {
  const response = await t.request('GET', '/tutor/home/students', undefined, adminToken);
  return ((await response.json()) as { students: User[] }).students;
}

const studentByEmail = async (email: string) => (await students()).find((each) => each.email === email);

async function classes(): Promise<SchoolClass[]> {
  const response = await t.request('GET', '/tutor/home/classes', undefined, adminToken);
  return ((await response.json()) as { classes: SchoolClass[] }).classes;
}

async function createClass(name: string): Promise<string> {
  const response = await t.request('POST', '/tutor/home/classes', { name }, adminToken);
  return ((await response.json()) as { _id: string })._id;
}

async function exported(token = adminToken) {
  const response = await t.request('GET', EXPORT, undefined, token);
  // Read with its byte order mark, which response.text() would drop.
  return { status: response.status, headers: response.headers, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()) };
}

/** The state an import could change: students, classes, the export (guardians too), the outbox. */
async function schoolState() {
  return { students: await students(), classes: await classes(), export: (await exported()).text, mails: t.mails().length };
}

const asha = async () => (await studentByEmail(student.email)) as User;

describe('POST /tutor/home/students/import?dryRun=1', () => {
  it('reports each row as add, update, unchanged or error, and changes nothing', async () => {
    const { admissionNo } = await asha();
    await createClass('7A');
    const before = await schoolState();
    const { status, body } = await sendFile(
      csvOf(
        `${admissionNo},${student.fname},${student.email},${student.contact},,`,
        `,Ravi Kumar,ravi@school.test,+91 98765 43210,7A;Chess Club,parent@home.test`,
        `,Asha Rao,${student.email},${student.contact},7A,`,
        `,Bad Mail,not-an-email,9876543210,,`,
      ),
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      rows: [
        { line: 2, action: 'error', admissionNo, fname: student.fname, messages: [m.sameEmail(4)] },
        { line: 3, action: 'add', admissionNo: '', fname: 'Ravi Kumar', messages: [m.nextNumber, m.createsClass('Chess Club')] },
        { line: 4, action: 'error', admissionNo: '', fname: 'Asha Rao', messages: [m.sameEmail(2)] },
        { line: 5, action: 'error', admissionNo: '', fname: 'Bad Mail', messages: [userDetailsMessages.emailInvalid] },
      ],
      counts: { add: 1, update: 0, unchanged: 0, error: 3 },
      newClasses: ['Chess Club'],
    });
    expect(await schoolState()).toEqual(before);
    const fixed = await sendFile(csvOf(`${admissionNo},${student.fname},${student.email},${student.contact},,`, `,Asha Rao,other@school.test,9876543210,7A,`));
    expect(fixed.body.counts).toEqual({ add: 1, update: 0, unchanged: 1, error: 0 });
    const renamed = await sendFile(csvOf(`${admissionNo},Asha Rao,${student.email},${student.contact},7A,`));
    expect(renamed.body.rows).toEqual([{ line: 2, action: 'update', admissionNo, fname: 'Asha Rao', messages: [m.changes(['name', 'classes'])] }]);
    expect(await schoolState()).toEqual(before);
  });

  it('says what an update changes, and leaves a student the file repeats exactly unchanged', async () => {
    const { admissionNo } = await asha();
    const seven = await createClass('7A');
    await t.request('PUT', `/tutor/home/classes/${seven}/students`, { studentIds: [(await asha())._id] }, adminToken);
    await t.createUser('student', { ...student, fname: 'Ben', email: 'ben@school.test' });
    const ben = (await studentByEmail('ben@school.test')) as User;
    const { body } = await sendFile(
      csvOf(`${admissionNo},${student.fname},${student.email},${student.contact},7a,`, `${ben.admissionNo},Ben Das,ben@school.test,040-2345-6789,,dad@home.test`),
    );
    expect(body.rows.map((row) => [row.action, row.messages])).toEqual([
      ['unchanged', []],
      ['update', [m.changes(['name', 'contact', 'guardian e-mails'])]],
    ]);
  });

  it('gives every reason a row cannot be applied', async () => {
    await t.createUser('student', { ...student, fname: 'Ben', email: 'ben@school.test' });
    const ben = (await studentByEmail('ben@school.test')) as User;
    const archived = await createClass('6B');
    await t.request('PATCH', `/tutor/home/classes/${archived}`, { archived: true }, adminToken);
    const { body } = await sendFile(
      csvOf(
        ',,nobody@school.test,9876543210,,',
        ',Kim,not-mail,12ab,,',
        `,Lee,${tutor.email},9876543210,,`,
        `${ben.admissionNo},Ben,${student.email},9876543210,,`,
        ',Mo,mo@school.test,9876543210,6b,',
        `,Nia,nia@school.test,9876543210,${'x'.repeat(61)},`,
        ',Oli,oli@school.test,9876543210,,dad@home;mum@home.test',
        ',Pat,pat@school.test,9876543210,,pat@school.test',
        `${'9'.repeat(33)},Quin,quin@school.test,9876543210,,`,
        ',Ray,ray@school.test,9876543210',
        ',Sam,same@school.test,9876543210,,',
        ',Sal,SAME@school.test,9876543210,,',
      ),
    );
    expect(body.rows.map((row) => [row.line, row.action, row.messages])).toEqual([
      [2, 'error', [userDetailsMessages.nameRequired]],
      [3, 'error', [userDetailsMessages.emailInvalid, userDetailsMessages.contactInvalid]],
      [4, 'error', [userDetailsMessages.emailTaken]],
      [5, 'error', [m.emailOfStudent((await asha()).admissionNo ?? '')]],
      [6, 'error', [m.archivedClass('6b')]],
      [7, 'error', [m.className('x'.repeat(61), classMessages.nameLong)]],
      [8, 'error', [m.guardianInvalid('dad@home')]],
      [9, 'error', [m.guardianIsStudent]],
      [10, 'error', [m.admissionNoLong(32)]],
      [11, 'error', [m.cellCount(4)]],
      [12, 'error', [m.sameEmail(13)]],
      [13, 'error', [m.sameEmail(12)]],
    ]);
    expect(body.counts).toEqual({ add: 0, update: 0, unchanged: 0, error: 12 });
  });

  it('refuses two lines about one student, one naming them by admission number and the other by e-mail', async () => {
    const { admissionNo } = await asha();
    const { body } = await sendFile(csvOf(`${admissionNo},Asha,${student.email},9876543210,,`, `,Asha,${student.email},9876543210,,`));
    expect(body.rows.map((row) => row.messages)).toEqual([[m.sameEmail(3)], [m.sameEmail(2)]]);
    const other = await sendFile(csvOf(`${admissionNo},Asha,asha.new@school.test,9876543210,,`, `,Asha,${student.email},9876543210,,`));
    expect(other.body.rows.map((row) => row.messages)).toEqual([[m.sameStudent(3)], [m.sameStudent(2)]]);
  });

  it('reads a BOM, quoted cells (separators, quotes and line breaks in them), `;` separators and CRLF line ends', async () => {
    await createClass('7A');
    const lines = [HEADER.replaceAll(',', ';'), ';"Rao; Asha ""Ash""";ash@school.test;"+91 98765 43210";"7A;Chess\r\nClub";', ';Ben;ben@school.test;9876543210;;'];
    const { status, body } = await sendFile(`\uFEFF${lines.join('\r\n')}\r\n`);
    expect(status).toBe(200);
    expect(body.rows).toEqual([
      { line: 2, action: 'add', admissionNo: '', fname: 'Rao; Asha "Ash"', messages: [m.nextNumber, m.createsClass('Chess\r\nClub')] },
      { line: 4, action: 'add', admissionNo: '', fname: 'Ben', messages: [m.nextNumber] },
    ]);
  });

  it('refuses a file whose header is not the import’s columns, one that is not UTF-8, and no file, with 400', async () => {
    expect(await sendFile('name,email\nAsha,asha@school.test\n')).toEqual({ status: 400, body: { message: m.headerInvalid } });
    expect(await sendFile(new Uint8Array([...new TextEncoder().encode(`${HEADER}\n,Jos`), 0xe9, ...new TextEncoder().encode(',j@x.test,9876543210,,\n')]))).toEqual({
      status: 400,
      body: { message: m.notText },
    });
    const empty = await t.send('POST', IMPORT, formOf({ note: 'no file' }), adminToken);
    expect([empty.status, await empty.json()]).toEqual([400, { message: fileMessages.missing }]);
    const wrongFlag = await t.send('POST', `${IMPORT}?dryRun=yes`, formOf({}, { bytes: new TextEncoder().encode(csvOf()), name: 'a.csv' }), adminToken);
    expect(wrongFlag.status).toBe(400);
    expect(await wrongFlag.json()).toMatchObject({ message: m.dryRunInvalid });
    expect(t.uploadedFiles()).toEqual([]);
  });
});

describe('POST /tutor/home/students/import (applied)', () => {
  const newcomers = csvOf(
    ',Ravi Kumar,ravi@school.test,+91 98765 43210,7A;Chess Club,mum@home.test;dad@home.test',
    'A-7,Zoya Khan,zoya@school.test,9123456780,chess club,',
  );

  it('adds students with admission numbers, classes (made when new), guardians and an invitation each', async () => {
    const seven = await createClass('7A');
    const ashaNo = Number((await asha()).admissionNo);
    const { status, body } = await sendFile(newcomers, { apply: true });
    expect(status).toBe(200);
    const ravi = (await studentByEmail('ravi@school.test')) as User;
    const zoya = (await studentByEmail('zoya@school.test')) as User;
    expect(ravi.admissionNo).toBe(String(ashaNo + 1));
    expect(zoya.admissionNo).toBe('A-7');
    expect(body).toEqual({
      rows: [
        { line: 2, action: 'add', admissionNo: '', fname: 'Ravi Kumar', messages: [m.givenNumber(String(ashaNo + 1)), m.createsClass('Chess Club')] },
        { line: 3, action: 'add', admissionNo: 'A-7', fname: 'Zoya Khan', messages: [m.createsClass('chess club')] },
      ],
      counts: { add: 2, update: 0, unchanged: 0, error: 0 },
      newClasses: ['Chess Club'],
    });
    const chess = (await classes()).find((each) => each.name === 'Chess Club') as SchoolClass;
    expect(new Set(ravi.classes)).toEqual(new Set([seven, chess._id]));
    expect(zoya.classes).toEqual([chess._id]);
    expect((await exported()).text).toContain(csvLine(String(ashaNo + 1), 'Ravi Kumar', 'ravi@school.test', "'+91 98765 43210", '7A;Chess Club', 'dad@home.test;mum@home.test'));
    expect(t.mails().filter((mail) => /^To: (ravi|zoya)@school\.test$/m.test(mail))).toHaveLength(2);
    const audit = await t.store.auditEvents.list({ since: new Date(0), actor: tutor.email });
    expect(audit.map((event) => [event.action, event.target])).toContainEqual(['student.import', '2 added, 0 updated, 1 classes made']);
  });

  it('lets an invited student in only once they have chosen a password through the invitation', async () => {
    await sendFile(newcomers, { apply: true });
    expect((await t.post('/student/login', { email: 'ravi@school.test', password: 'Chosen#123' })).status).not.toBe(200);
    const accepted = await t.post('/invite/accept', { token: t.latestLinkToken('ravi@school.test'), password: 'Chosen#123' });
    expect(accepted.status).toBe(200);
    const login = await t.post('/student/login', { email: 'ravi@school.test', password: 'Chosen#123' });
    expect(login.status).toBe(200);
  });

  it('changes nothing for a file with one error row, and answers the report with 422', async () => {
    const before = await schoolState();
    const { status, body } = await sendFile(`${newcomers},Bad,bad@school.test,not a phone,,\n`, { apply: true });
    expect(status).toBe(422);
    expect(body.counts).toEqual({ add: 2, update: 0, unchanged: 0, error: 1 });
    expect(body.rows[2]).toEqual({ line: 4, action: 'error', admissionNo: '', fname: 'Bad', messages: [userDetailsMessages.contactInvalid] });
    expect(await schoolState()).toEqual(before);
  });

  it('sends its report, dry run or applied (422 too), in brotli to a browser, in gzip to a client that takes only gzip, and plain to one that takes neither', async () => {
    // Enough rows that the report is well over a compressor's first output.
    const file = csvOf(...Array.from({ length: 300 }, (_, index) => `,Pupil ${index},pupil-${index}@school.test,+91 98765 ${String(index).padStart(5, '0')},,`), ',Bad,bad@school.test,not a phone,,');
    const send = (acceptEncoding: string, apply: boolean) =>
      t.send('POST', apply ? IMPORT : `${IMPORT}?dryRun=1`, formOf({}, { bytes: new TextEncoder().encode(file), name: 'students.csv', type: 'text/csv' }), adminToken, { 'Accept-Encoding': acceptEncoding });
    for (const apply of [false, true]) {
      const plain = await send('identity', apply);
      expect(plain.status).toBe(apply ? 422 : 200);
      expect(plain.headers.get('Content-Encoding')).toBeNull();
      expect(plain.headers.get('Content-Type')).toMatch(/^application\/json/);
      const text = await plain.text();
      expect((JSON.parse(text) as Applied).counts).toEqual({ add: 300, update: 0, unchanged: 0, error: 1 });
      for (const [acceptEncoding, encoding, decompress] of [
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
        ['gzip, deflate', 'gzip', gunzipSync],
      ] as const) {
        const sent = await send(acceptEncoding, apply);
        expect(sent.status).toBe(plain.status);
        expect(sent.headers.get('Content-Encoding')).toBe(encoding);
        expect(sent.headers.get('Vary')).toMatch(/accept-encoding/i);
        const bytes = Buffer.from(await sent.arrayBuffer());
        expect(bytes.length).toBeLessThan(text.length / 2);
        expect(decompress(bytes).toString('utf8')).toBe(text);
      }
    }
  });

  it('changes nothing when the same file is applied again: every row is unchanged', async () => {
    expect((await sendFile(newcomers, { apply: true })).status).toBe(200);
    const before = await schoolState();
    const again = await sendFile(newcomers, { apply: true });
    expect(again.status).toBe(200);
    expect(again.body.counts).toEqual({ add: 0, update: 0, unchanged: 2, error: 0 });
    expect(await schoolState()).toEqual(before);
  });

  it('changes a student’s name, e-mail and contact found by admission number, who then logs in with the new e-mail', async () => {
    const { _id, admissionNo } = await asha();
    await t.createUser('student', { ...student, fname: 'Ben', email: 'ben@school.test' });
    const mailsBefore = t.mails().length;
    const { status, body } = await sendFile(csvOf(`${admissionNo},Asha K Rao,asha.rao@school.test,+91 90000 11111,,`, `,Ben Das,ben@school.test,9123456780,,`), { apply: true });
    expect(status).toBe(200);
    expect(body.counts).toEqual({ add: 0, update: 2, unchanged: 0, error: 0 });
    expect(await studentByEmail('asha.rao@school.test')).toMatchObject({ _id, admissionNo, fname: 'Asha K Rao', contact: '+91 90000 11111' });
    expect(await studentByEmail('ben@school.test')).toMatchObject({ fname: 'Ben Das', contact: '9123456780' });
    expect((await t.post('/student/login', { email: 'asha.rao@school.test', password: student.password })).status).toBe(200);
    expect(t.mails()).toHaveLength(mailsBefore);
  });

  it('sets each student’s classes in use and guardians exactly as the file has them; archived classes stay', async () => {
    const [seven, eight, old] = [await createClass('7A'), await createClass('8A'), await createClass('Old')];
    const ashaId = (await asha())._id;
    for (const id of [seven, eight, old]) await t.request('PUT', `/tutor/home/classes/${id}/students`, { studentIds: [ashaId] }, adminToken);
    await t.request('PATCH', `/tutor/home/classes/${old}`, { archived: true }, adminToken);
    const { admissionNo } = await asha();
    await sendFile(csvOf(`${admissionNo},${student.fname},${student.email},${student.contact},8A,mum@home.test`), { apply: true });
    expect(new Set((await asha()).classes)).toEqual(new Set([eight, old]));
    const { body } = await sendFile(csvOf(`${admissionNo},${student.fname},${student.email},${student.contact},,`), { apply: true });
    expect(body.rows[0]?.messages).toEqual([m.changes(['classes', 'guardian e-mails'])]);
    expect((await asha()).classes).toEqual([old]);
    expect((await exported()).text).toContain(csvLine(admissionNo ?? '', student.fname, student.email, student.contact, '', ''));
  });

  /** The app with `meanwhile` done before the import's transaction (not before the guardians' that follow it), as a request of another tutor would. */
  function apiWithChangeBeforeTransaction(meanwhile: () => Promise<unknown>) {
    return apiWithWaitBeforeTransaction(1, meanwhile);
  }

  /** The app with `meanwhile` done before its `nth` transaction: the import's is the first, its guardians' follow. */
  function apiWithWaitBeforeTransaction(nth: number, meanwhile: () => Promise<unknown>) {
    let begun = 0;
    const transaction: Store['transaction'] = async (work) => {
      if (++begun === nth) await meanwhile();
      return t.store.transaction(work);
    };
    const api = mountedApi({ store: { ...t.store, transaction }, files: t.files, mailWorker: { wake: () => {} }, secret: TEST_SECRET, now: () => new Date() });
    return { send: async (method: string, path: string, form: FormData, token?: string) => api.request(path, { method, body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} }) };
  }

  it('checks the file again in its transaction when an address was taken after the first check, and changes nothing', async () => {
    const late = apiWithChangeBeforeTransaction(() => t.createUser('tutor', { ...tutor, fname: 'Ms Late', email: 'ravi@school.test' }));
    const { status, body } = await sendFile(newcomers, { apply: true, api: late });
    expect(status).toBe(422);
    expect(body.rows[0]).toMatchObject({ action: 'error', messages: [userDetailsMessages.emailTaken] });
    expect(await studentByEmail('zoya@school.test')).toBeUndefined();
  });

  it('hands out admission numbers after one a sign-up took meanwhile', async () => {
    const ashaNo = Number((await asha()).admissionNo);
    const late = apiWithChangeBeforeTransaction(() => t.createUser('student', { ...student, fname: 'Late', email: 'late@school.test' }));
    const { status } = await sendFile(newcomers, { apply: true, api: late });
    expect(status).toBe(200);
    expect((await studentByEmail('late@school.test'))?.admissionNo).toBe(String(ashaNo + 1));
    expect((await studentByEmail('ravi@school.test'))?.admissionNo).toBe(String(ashaNo + 2));
  });

  it('queues the invitations with the students: a mail server that is down loses none, and the answer does not wait for it', async () => {
    const broken: Mailer = {
      send: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' });
      },
    };
    const failing = await startSignedInApi({ mailer: broken });
    try {
      const { status, body } = await sendFile(newcomers, { apply: true, token: failing.tutorToken, api: failing.t });
      expect(status).toBe(200);
      expect(body).not.toHaveProperty('invitationsFailed');
      expect(JSON.stringify(body.rows)).not.toContain('invitation');
      expect(await failing.t.store.users.findByEmail('zoya@school.test')).toMatchObject({ admissionNo: 'A-7' });
      // Two students' and Ravi's two guardians' invitations: the worker tried one at each commit (the students', then the guardians'), which waits for its next try; it left the others for when the server is back.
      const queue = await failing.t.store.mailQueue.status(new Date(0));
      expect({ waiting: queue.waiting, failed: queue.failedCount }).toEqual({ waiting: 4, failed: 0 });
      expect(queue.retryingCount).toBeGreaterThanOrEqual(1);
    } finally {
      await failing.t.close();
    }
  });

  it('answers 409 to an import applied while another is', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let writing = () => {};
    const started = new Promise<void>((resolve) => (writing = resolve));
    const busy = apiWithChangeBeforeTransaction(async () => {
      writing();
      await held;
    });
    try {
      const first = sendFile(newcomers, { apply: true, api: busy });
      await started;
      expect(await sendFile(csvOf(), { apply: true, api: busy })).toEqual({ status: 409, body: { message: m.busy } });
      // A dry run reads only: it is answered meanwhile.
      expect((await sendFile(csvOf(), { api: busy })).status).toBe(200);
      release();
      expect((await first).status).toBe(200);
    } finally {
      release();
    }
  });

  it('stays one import at a time while the guardians of one are linked, and takes the next once it has answered, refused or not', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let linking = () => {};
    const started = new Promise<void>((resolve) => (linking = resolve));
    const slow = apiWithWaitBeforeTransaction(2, async () => {
      linking();
      await held;
    });
    try {
      const first = sendFile(newcomers, { apply: true, api: slow });
      await started;
      expect(await studentByEmail('ravi@school.test')).toBeDefined();
      expect(await sendFile(csvOf(',Ben Das,ben@school.test,9123456780,,'), { apply: true, api: slow })).toEqual({ status: 409, body: { message: m.busy } });
      release();
      expect((await first).status).toBe(200);
      expect((await sendFile(csvOf(',Ben Das,not-an-address,9123456780,,'), { apply: true, api: slow })).status).toBe(422);
      expect((await sendFile(csvOf(',Ben Das,ben@school.test,9123456780,,'), { apply: true, api: slow })).status).toBe(200);
      expect(await studentByEmail('ben@school.test')).toMatchObject({ fname: 'Ben Das' });
    } finally {
      release();
    }
  });

  it('takes the next import after one whose writing failed', async () => {
    const failing = apiWithWaitBeforeTransaction(1, async () => {
      throw new Error('disk I/O error');
    });
    expect((await sendFile(newcomers, { apply: true, api: failing })).status).toBe(500);
    expect(await studentByEmail('ravi@school.test')).toBeUndefined();
    expect((await sendFile(newcomers, { apply: true, api: failing })).status).toBe(200);
    expect(await studentByEmail('ravi@school.test')).toBeDefined();
  });
});

/** A line of the export as csvDocument writes it: every cell quoted. */
const csvLine = (...cells: string[]) => `${cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')}\r\n`;

describe('GET /tutor/home/students.csv', () => {
  it('answers every student in the import’s columns, by admission number, as a download any tutor may take', async () => {
    const seven = await createClass('7A');
    await t.createUser('student', { ...student, fname: '=HYPERLINK("x")', email: 'eq@school.test', contact: '+91 98765 43210' });
    await t.request('PUT', `/tutor/home/classes/${seven}/students`, { studentIds: [(await asha())._id] }, adminToken);
    const { status, headers, text } = await exported(teacherToken);
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('Content-Disposition')).toBe('attachment; filename="students.csv"');
    const ashaNo = (await asha()).admissionNo ?? '';
    expect(text).toBe(
      `\uFEFF${csvLine(...HEADER.split(','))}` +
        csvLine(ashaNo, student.fname, student.email, student.contact, '7A', '') +
        csvLine(String(Number(ashaNo) + 1), `'=HYPERLINK("x")`, 'eq@school.test', "'+91 98765 43210", '', ''),
    );
    const audit = await t.store.auditEvents.list({ since: new Date(0), actor: 'bose@school.test' });
    expect(audit.map((event) => event.action)).toContain('student.export');
  });

  it('imports back unchanged, formulas, leading + and quotes included', async () => {
    await createClass('7A');
    await sendFile(csvOf(',"=1+1, ""quoted""",eq@school.test,+91 98765 43210,7A,-dad@home.test', ',@Sam,sam@school.test,-98765 43210,,'), { apply: true });
    const before = await schoolState();
    const { status, body } = await sendFile((await exported()).text, { apply: true });
    expect(status).toBe(200);
    expect(body.counts).toEqual({ add: 0, update: 0, unchanged: 3, error: 0 });
    expect(await schoolState()).toEqual(before);
    expect(await studentByEmail('eq@school.test')).toMatchObject({ fname: '=1+1, "quoted"', contact: '+91 98765 43210' });
  });
});

describe('who may import and export', () => {
  it('refuses the import to a tutor who is not an admin (403), a student (403) and no token (401), reading nothing', async () => {
    for (const apply of [false, true]) {
      expect(await sendFile(csvOf(',Ravi,ravi@school.test,9876543210,,'), { apply, token: teacherToken })).toEqual({ status: 403, body: { message: authApiMessages.adminOnly } });
      expect((await sendFile(csvOf(), { apply, token: studentToken })).status).toBe(403);
      expect((await sendFile(csvOf(), { apply, token: '' })).status).toBe(401);
    }
    expect(await studentByEmail('ravi@school.test')).toBeUndefined();
    expect(t.uploadedFiles()).toEqual([]);
  });

  it('refuses the export to a student (403) and without a token (401)', async () => {
    expect((await exported(studentToken)).status).toBe(403);
    expect((await t.request('GET', EXPORT)).status).toBe(401);
  });
});

describe('large and hostile files', () => {
  /** `count` new students, each with two classes and a guardian. */
  const manyStudents = (count: number, from = 0) =>
    csvOf(...Array.from({ length: count }, (_, index) => `,Student ${from + index},s${from + index}@import.test,98765 ${String(from + index).padStart(5, '0')},Year 7;Club ${index % 10},g${index}@home.test`));

  it(`applies a file of ${IMPORT_MAX_ROWS.toLocaleString('en')} students`, { timeout: 120_000 }, async () => {
    // Queued in the import's transaction; sending them is the worker's, and not timed here.
    const counting = await startSignedInApi({ mailWorker: { wake: () => {} } });
    try {
      const { status, body } = await sendFile(manyStudents(IMPORT_MAX_ROWS), { apply: true, token: counting.tutorToken, api: counting.t });
      expect(status).toBe(200);
      expect(body.counts).toEqual({ add: IMPORT_MAX_ROWS, update: 0, unchanged: 0, error: 0 });
      expect(body.newClasses).toHaveLength(11);
      // Each student's invitation, and their guardian's (each row names one of their own).
      expect((await counting.t.store.mailQueue.status(new Date(0))).waiting).toBe(2 * IMPORT_MAX_ROWS);
      expect(await counting.t.store.users.findByEmail(`s${IMPORT_MAX_ROWS - 1}@import.test`)).toMatchObject({ fname: `Student ${IMPORT_MAX_ROWS - 1}` });
    } finally {
      await counting.t.close();
    }
  });

  it(`refuses a file of 50,000 students with 400, saying the limit`, async () => {
    const before = await schoolState();
    expect(await sendFile(manyStudents(50_000), { apply: true })).toEqual({ status: 400, body: { message: m.tooManyRows(IMPORT_MAX_ROWS) } });
    expect(await schoolState()).toEqual(before);
  });

  it('refuses a 30 MB cell with 413 once the file passes the limit, without reading the rest', async () => {
    const boundary = 'import-attack';
    const encoder = new TextEncoder();
    const head = encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n${HEADER}\r\n,"`);
    const cellBytes = 30 * 1024 * 1024;
    const chunk = new Uint8Array(64 * 1024).fill(0x78);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(head),
      pull: (controller) => {
        if (sent >= cellBytes) {
          controller.enqueue(encoder.encode(`",a@b.test,9876543210,,\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await t.api.request(`${IMPORT}?dryRun=1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: fileMessages.tooLarge(IMPORT_MAX_MB) });
    expect(sent).toBeLessThan((IMPORT_MAX_MB + 2) * 1024 * 1024);
    expect(t.uploadedFiles()).toEqual([]);
  });

  it('refuses a line longer than the limit within a file under it, with 400 naming the line', async () => {
    const { status, body } = await sendFile(csvOf(',Ravi,ravi@school.test,9876543210,,', `,"${'x'.repeat(20_000)}",a@b.test,9876543210,,`));
    expect(status).toBe(400);
    expect(body.message).toBe(m.lineTooLong(3, 10_000));
  });
});
