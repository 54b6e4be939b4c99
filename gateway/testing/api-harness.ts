import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import type { ApiDeps } from '../api/index.ts';
import { hashPassword } from '../auth/password.ts';
import { openStore, type Position, type User } from '../db/index.ts';
import { openFileStore } from '../files/file-store.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { startMailWorker } from '../mail/mail-worker.ts';
import { queueDueAbsenceAlerts } from '../absence-alerts/due-alerts.ts';
import { mountedApi } from './mounted-api.ts';
import { readMail, type ReadMail } from './read-mail.ts';
import { migratedTestDatabase, removeTestDatabase } from './test-database.ts';

export const TEST_SECRET = 'test-signing-secret-of-at-least-32-characters';

export interface AccountDetails {
  fname: string;
  email: string;
  password: string;
  contact: string;
}

export const student: AccountDetails = {
  fname: 'Asha',
  email: 'asha@school.test',
  password: 'Secret#123',
  contact: '9876543210',
};

export const tutor: AccountDetails = {
  fname: 'mrs rao',
  email: 'rao@school.test',
  password: 'Tutor#1234',
  contact: '9123456780',
};

/** A multipart form of text fields and, optionally, one file under `fileField`. */
export function formOf(fields: Record<string, string>, file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string }, fileField = 'file'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(fileField, new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

/** What a test may change: the API's deps, and the mailer the mail worker sends through (by default, the outbox). */
export type TestApiOverrides = Partial<ApiDeps> & { mailer?: Mailer };

/**
 * The built-in API on a fresh data folder, with a clock (the API's and Date's) the test moves by
 * hand. Its mail worker sends only when woken, and each request waits for the mail it queued
 * to be sent (or tried), so a test reads the outbox as soon as the answer is in.
 */
export async function startTestApi({ mailer, ...overrides }: TestApiOverrides = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'studyhall-api-'));
  const outboxDir = join(dataDir, 'outbox');
  const storeOptions = await migratedTestDatabase(dataDir);
  const store = await openStore(dataDir, storeOptions);
  const files = openFileStore(join(dataDir, 'uploads'));
  // The rate limits read the system clock: tests move it with the API's, by hand. The API's clock starts
  // from the frozen system clock, so a time a test takes from Date is the API's to the millisecond.
  vi.useFakeTimers({ toFake: ['Date'] });
  let clock = new Date();
  const now = () => clock;
  const mailWorker = startMailWorker({
    store: overrides.store ?? store,
    mailer: mailer ?? createMailer({ outboxDir, from: 'Studyhall <test@studyhall.invalid>', log: () => {} }),
    now: overrides.now ?? now,
    pollMs: null,
    log: () => {},
    dueWork: (at) => queueDueAbsenceAlerts(overrides.store ?? store, at),
  });
  // Its first look, at start, is over before the test begins.
  await mailWorker.settled();
  const deps: ApiDeps = {
    store,
    files,
    mailWorker,
    secret: TEST_SECRET,
    now,
    trustProxy: 1,
    ...overrides,
  };
  const mounted = mountedApi(deps);
  const api = {
    ...mounted,
    async request(path: string, init?: RequestInit): Promise<Response> {
      const response = await mounted.request(path, init);
      await mailWorker.settled();
      return response;
    },
  };

  const harness = {
    api,
    store,
    files,
    dataDir,
    /** Where the store is (SQLite in `dataDir`, or the test's PostgreSQL database): another process opens the same. */
    storeOptions,
    mailWorker,
    /** The API's clock: what its routes and its mail worker read. */
    now,
    /** Moves the API's clock and the system's (the rate limits read it). */
    advance(milliseconds: number) {
      clock = new Date(clock.getTime() + milliseconds);
      vi.setSystemTime(Date.now() + milliseconds);
    },
    /** Every mail in the outbox, oldest first. */
    mails(): string[] {
      if (!existsSync(outboxDir)) return [];
      return readdirSync(outboxDir)
        .filter((file) => file.endsWith('.eml'))
        .sort()
        .map((file) => readFileSync(join(outboxDir, file), 'utf8'));
    },
    /** Every mail in the outbox to `email` (every one without), oldest first, as its reader sees it: subject and text decoded. */
    readMails(email?: string): ReadMail[] {
      return harness
        .mails()
        .map(readMail)
        .filter((mail) => email === undefined || mail.to === email);
    },
    request(method: string, path: string, body?: unknown, token?: string, extraHeaders: Record<string, string> = {}) {
      const headers: Record<string, string> = { ...extraHeaders };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = `Bearer ${token}`;
      return api.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    },
    /** A multipart request, as the upload forms send it. */
    send(method: string, path: string, form: FormData, token?: string, extraHeaders: Record<string, string> = {}) {
      const headers: Record<string, string> = { ...extraHeaders };
      if (token) headers.Authorization = `Bearer ${token}`;
      return api.request(path, { method, headers, body: form });
    },
    post(path: string, body: unknown, headers?: Record<string, string>) {
      return harness.request('POST', path, body, undefined, headers);
    },
    /** A POST from the client at `ip` (the test API believes one proxy's X-Forwarded-For). */
    postFrom(ip: string, path: string, body: unknown) {
      return harness.request('POST', path, body, undefined, { 'X-Forwarded-For': ip });
    },
    /** The code in the newest mail to `email`, read from the outbox as a person would. */
    latestCode(email: string): string {
      const code = /^(\d{6})$/m.exec(harness.readMails(email).at(-1)?.text ?? '')?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    /** The secret of the newest invitation or reset link mailed to `email`, read from the link as a person would follow it. */
    latestLinkToken(email: string): string {
      const text = harness.readMails(email).at(-1)?.text ?? '';
      const token = /\/invite#([A-Za-z0-9_-]{43})$/m.exec(text)?.[1];
      if (!token) throw new Error(`no link mailed to ${email}`);
      return token;
    },
    /** Signs a student up through the two calls, as the sign-up page does. */
    async signUp(details: AccountDetails = student): Promise<Response> {
      await harness.post('/student/signup', { email: details.email, contact: details.contact });
      return harness.post('/student/otp', { ...details, otp: harness.latestCode(details.email), position: 'student', blocked: false });
    },
    async createUser(position: Position, details: AccountDetails = student): Promise<User> {
      const { password, ...rest } = details;
      return store.users.create({ ...rest, position, passwordHash: await hashPassword(password) }, clock);
    },
    /** A tutor or a student, made directly in the database, and their token. */
    async tokenFor(position: Position, details: AccountDetails = position === 'tutor' ? tutor : student): Promise<string> {
      await harness.createUser(position, details);
      return harness.login(position, details.email, details.password);
    },
    /** The files under uploads/, temporary ones included. */
    uploadedFiles(): string[] {
      return existsSync(files.dir) ? readdirSync(files.dir).sort() : [];
    },
    async login(position: Position, email: string, password: string): Promise<string> {
      const response = await harness.post(`/${position}/login`, { email, password });
      const { token } = (await response.json()) as { token: string };
      return token;
    },
    async close() {
      vi.useRealTimers();
      await mailWorker.stop();
      await store.close();
      await removeTestDatabase(storeOptions);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

/**
 * The test API with a tutor and then a student made and logged in, as most API tests begin.
 *
 * @example beforeEach(async () => ({ t, tutorToken, studentToken } = await startSignedInApi()))
 */
export async function startSignedInApi(overrides: TestApiOverrides = {}): Promise<{ t: TestApi; tutorToken: string; studentToken: string }> {
  const t = await startTestApi(overrides);
  const tutorToken = await t.tokenFor('tutor');
  return { t, tutorToken, studentToken: await t.tokenFor('student') };
}
