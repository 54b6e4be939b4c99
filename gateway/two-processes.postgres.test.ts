import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authApiMessages } from '../contract/strings/auth.ts';
import { loginMessages, otpMessages } from '../contract/strings/validation.ts';
import { hashPassword } from './auth/password.ts';
import { openStore, type Store } from './db/index.ts';
import { startAppProcesses, type AppProcess, type AppProcesses } from './testing/app-processes.ts';
import { samplePdf } from './testing/sample-files.ts';
import { testStoreOptions } from './testing/test-database.ts';

/** Failed logins one client address may make: small, so the test reaches it in a few calls. */
const FAILURES_PER_IP = 4;
const PASSWORD = 'Secret#123';

let app: AppProcesses;
let a: AppProcess;
let b: AppProcess;
/** The same database as the processes, opened as a third: to make the tutor and count rows. */
let store: Store;
let databaseUrl: string;

/** The folder both processes keep uploads in, with two files no record names, left as a crash would. */
let uploadsDir: string;
const YOUNG_ORPHAN = 'YoungOrphanYoungOrphan.pdf';
const OLD_ORPHAN = 'OldOrphanOldOrphanOldO.pdf';

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'studyhall-shared-uploads-'));
  writeFileSync(join(uploadsDir, YOUNG_ORPHAN), samplePdf());
  writeFileSync(join(uploadsDir, OLD_ORPHAN), samplePdf());
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  utimesSync(join(uploadsDir, OLD_ORPHAN), twoHoursAgo, twoHoursAgo);
  const options = await testStoreOptions();
  if (!options.databaseUrl) throw new Error('this file runs only in the postgres project, which provides a cluster');
  databaseUrl = options.databaseUrl;
  store = await openStore('', { databaseUrl, poolSize: 2 });
  app = await startAppProcesses(2, {
    uploadsDir,
    env: {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      JWT_SECRET: randomBytes(36).toString('base64url'),
      LOGIN_FAILURES_PER_IP: String(FAILURES_PER_IP),
      // One proxy believed, so each test can be its own client address (X-Forwarded-For).
      TRUST_PROXY: '1',
    },
  });
  [a, b] = app.processes as [AppProcess, AppProcess];
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await store?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

/** One API call to one process, read whole. */
async function call(to: AppProcess, method: string, path: string, { body, token, from }: { body?: unknown; token?: string; from?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (from) headers['X-Forwarded-For'] = from;
  const response = await fetch(`${to.url}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: (await response.json()) as Record<string, unknown> };
}

/** A fresh address for each test, so tests share nothing but the processes. */
const newEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@school.test`;

/** The code in the newest mail to `email`, from whichever process's outbox it landed in. */
function codeMailedTo(email: string): string {
  for (const outbox of [a.outboxDir, b.outboxDir]) {
    if (!existsSync(outbox)) continue;
    const mails = readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort().reverse();
    for (const name of mails) {
      const mail = readFileSync(join(outbox, name), 'utf8');
      const code = mail.includes(`To: ${email}`) ? /^(\d{6})$/m.exec(mail)?.[1] : undefined;
      if (code) return code;
    }
  }
  throw new Error(`no code mailed to ${email} by either process`);
}

/** What the sign-up page sends with the code. */
const signupDetails = (email: string, otp: string) => ({ otp, fname: 'Asha Rao', email, password: PASSWORD, contact: '9876543210', position: 'student', blocked: false });

/** A student signed up through `through` as the sign-up page does it: code asked for, read from the mail, confirmed. */
async function signUp(through: AppProcess, email: string): Promise<void> {
  expect((await call(through, 'POST', '/student/signup', { body: { email, contact: '9876543210' } })).status).toBe(200);
  // The answer comes once the mail is queued; a process's mail worker sends it a moment later.
  const code = await vi.waitFor(() => codeMailedTo(email), { timeout: 10_000 });
  const confirmed = await call(through, 'POST', '/student/otp', { body: signupDetails(email, code) });
  expect(confirmed.status).toBe(201);
}

async function logIn(through: AppProcess, position: 'student' | 'tutor', email: string, password = PASSWORD): Promise<string> {
  const answer = await call(through, 'POST', `/${position}/login`, { body: { email, password } });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

/** Rows of `users` with that address, read straight from the shared database. */
async function usersWithEmail(email: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) as count from users where email = $1', [email]);
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}

describe('two app processes on one PostgreSQL database', () => {
  it('lets a student who signed up through one process log in through the other', async () => {
    const email = newEmail('asha');
    await signUp(a, email);
    const token = await logIn(b, 'student', email);
    // A load balancer sends the next call anywhere: the token is good on both.
    for (const through of [b, a]) expect((await call(through, 'GET', '/student/home/assignments', { token })).status).toBe(200);
  });

  it("ends a student's session on the other process at once when a tutor blocks them", async () => {
    const email = newEmail('ravi');
    await signUp(a, email);
    const tutorEmail = newEmail('rao');
    await store.users.create({ fname: 'Mrs Rao', email: tutorEmail, contact: '9123456780', position: 'tutor', passwordHash: await hashPassword(PASSWORD) }, new Date());
    const tutorToken = await logIn(a, 'tutor', tutorEmail);
    const studentToken = await logIn(b, 'student', email);
    expect((await call(b, 'GET', '/student/home/assignments', { token: studentToken })).status).toBe(200);

    const listed = await call(a, 'GET', '/tutor/home/students', { token: tutorToken });
    const student = (listed.body.students as { _id: string; email: string }[]).find((one) => one.email === email);
    const blocked = await call(a, 'PATCH', `/tutor/home/students/${student?._id}`, { body: { blocked: true }, token: tutorToken });
    expect(blocked).toMatchObject({ status: 200, body: { email, blocked: true } });

    expect(await call(b, 'GET', '/student/home/assignments', { token: studentToken })).toMatchObject({ status: 401, body: { message: loginMessages.blocked } });
    expect(await call(b, 'POST', '/student/login', { body: { email, password: PASSWORD } })).toMatchObject({ status: 401, body: { message: loginMessages.blocked } });
  });

  it('makes one account when the same code is confirmed 20 times at once through both processes', async () => {
    const email = newEmail('meera');
    expect((await call(a, 'POST', '/student/signup', { body: { email, contact: '9876543210' } })).status).toBe(200);
    const details = signupDetails(email, await vi.waitFor(() => codeMailedTo(email), { timeout: 10_000 }));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => call(n % 2 === 0 ? a : b, 'POST', '/student/otp', { body: details })));

    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(created).toHaveLength(1);
    expect(refused.map((answer) => answer.status)).toEqual(Array(19).fill(400));
    expect(refused.every((answer) => answer.body.message === otpMessages.wrong)).toBe(true);
    expect(await usersWithEmail(email)).toBe(1);
    // The one account, whichever process made it, is the school's: both let it in.
    for (const through of [a, b]) await logIn(through, 'student', email);
  });

  it('send each queued mail once, whichever process’s worker claims it', async () => {
    const tag = randomBytes(4).toString('hex');
    const recipients = Array.from({ length: 60 }, (_, n) => `queued-${n}-${tag}@school.test`);
    // Queued by a third process: neither is woken, so both find them by looking, at about the same moments.
    await store.mailQueue.enqueue(recipients.map((to) => ({ to, subject: 'Queued', text: `Hello ${to}` })), new Date());
    const delivered = () =>
      [a.outboxDir, b.outboxDir].flatMap((outbox) =>
        existsSync(outbox)
          ? readdirSync(outbox)
              .filter((name) => name.endsWith('.eml'))
              .flatMap((name) => /^To: (queued-\d+-[0-9a-f]+@school\.test)$/m.exec(readFileSync(join(outbox, name), 'utf8'))?.[1] ?? [])
              .filter((to) => to.endsWith(`-${tag}@school.test`))
          : [],
      );
    await vi.waitFor(() => expect(delivered()).toHaveLength(recipients.length), { timeout: 20_000, interval: 200 });
    // A moment more: a second sending of any of them would show now.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(delivered().toSorted()).toEqual(recipients.toSorted());
  });

  it('share one uploads folder: a file a tutor uploads through one process downloads through the other', async () => {
    const tutorEmail = newEmail('iyer');
    await store.users.create({ fname: 'Mr Iyer', email: tutorEmail, contact: '9123456781', position: 'tutor', passwordHash: await hashPassword(PASSWORD) }, new Date());
    const tutorToken = await logIn(a, 'tutor', tutorEmail);
    const form = new FormData();
    for (const [name, value] of Object.entries({ date: '22/Nov/2026', title: 'Shared', description: 'One folder for both.' })) form.append(name, value);
    form.append('file', new Blob([samplePdf('shared')], { type: 'application/pdf' }), 'shared.pdf');
    const created = await fetch(`${a.url}/api/tutor/home/assignments`, { method: 'POST', headers: { Authorization: `Bearer ${tutorToken}` }, body: form });
    expect(created.status).toBe(201);
    const { filePath } = (await created.json()) as { filePath: string };

    const download = await fetch(`${b.url}/api/${filePath}`, { headers: { Authorization: `Bearer ${tutorToken}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(samplePdf('shared'));
  });

  it('sweep at start-up only the unclaimed files older than an hour: a younger one may be another process’s upload', () => {
    expect(existsSync(join(uploadsDir, OLD_ORPHAN))).toBe(false);
    expect(existsSync(join(uploadsDir, YOUNG_ORPHAN))).toBe(true);
  });

  it('counts failed logins from one address across both processes', async () => {
    const client = '198.51.100.44';
    const fail = (through: AppProcess) => call(through, 'POST', '/student/login', { body: { email: newEmail('nobody'), password: 'Wrong#100' }, from: client });
    // Half on each, alternately: either process alone has seen only half the limit.
    for (let n = 0; n < FAILURES_PER_IP; n++) {
      expect(await fail(n % 2 === 0 ? a : b)).toMatchObject({ status: 400, body: { message: loginMessages.wrongDetails } });
    }

    for (const through of [a, b]) {
      const refused = await fail(through);
      expect(refused).toMatchObject({ status: 429, body: { message: authApiMessages.loginThrottled('15 minutes') } });
      expect(Number(refused.retryAfter)).toBeGreaterThan(14 * 60);
    }
    // Another address is still let through to the password check.
    expect((await call(b, 'POST', '/student/login', { body: { email: newEmail('nobody'), password: 'Wrong#100' }, from: '198.51.100.45' })).status).toBe(400);
  });
});
