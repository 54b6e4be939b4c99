import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApiMessages } from '../../contract/strings/auth.ts';
import { otpMessages, signupMessages } from '../../contract/strings/validation.ts';
import { hashPassword } from '../auth/password.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import { defaultSchoolSettings, type Store } from '../db/index.ts';
import { mailWords as ar } from '../mail/words/ar.ts';
import { mailWords as hi } from '../mail/words/hi.ts';
import { startTestApi, student, TEST_SECRET, type TestApi } from '../testing/api-harness.ts';
import { mountedApi } from '../testing/mounted-api.ts';

// Counted, to show that wrong codes cost no password hash.
vi.mock('../auth/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../auth/password.ts')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const MINUTE = 60_000;
let t: TestApi;
beforeEach(async () => {
  t = await startTestApi();
});
afterEach(() => t.close());

/** Voids the live code with five wrong tries, as a student guessing would. */
async function spendLiveCode(email: string = student.email) {
  const code = t.latestCode(email);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  for (let attempt = 0; attempt < 5; attempt++) await t.post('/student/otp', { ...student, email, otp: wrong });
}

const askCode = async (email: string = student.email) => t.post('/student/signup', { email, contact: student.contact });
const confirm = async (otp: unknown, details: object = student) =>
  t.post('/student/otp', { ...details, otp, position: 'tutor', blocked: true });

describe('POST /student/signup', () => {
  it('mails a six-digit code and never answers with it', async () => {
    const response = await askCode();
    expect(response.status).toBe(200);
    const code = t.latestCode(student.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(await response.text()).not.toContain(code);
  });

  it('answers a registered address exactly as a new one, mailing its owner a login link instead of a code', async () => {
    await t.createUser('tutor', { ...student, email: 'rao@school.test' });
    const [registered, fresh] = await Promise.all([askCode('RAO@school.test'), askCode('new@school.test')]);
    expect(registered.status).toBe(fresh.status);
    expect(await registered.json()).toEqual({ message: authApiMessages.codeSent('rao@school.test') });
    expect(await fresh.json()).toEqual({ message: authApiMessages.codeSent('new@school.test') });

    const [note] = t.mails().filter((mail) => mail.includes('To: rao@school.test'));
    expect(note).toContain('already has an account');
    expect(note).toContain('http://localhost:4321/tutor/login');
    expect(note).not.toMatch(/^\d{6}$/m);
    // The code step fails as for any wrong code, whatever is guessed.
    const guess = await confirm('123456', { ...student, email: 'rao@school.test' });
    expect(guess.status).toBe(400);
    expect(await guess.json()).toEqual({ message: otpMessages.wrong });
  });

  it("mails a new address in the page's language (Studyhall-Language), else the school's; an account's owner in the account's", async () => {
    await t.store.school.write({ ...defaultSchoolSettings(), language: 'ar' }, new Date());
    expect((await t.post('/student/signup', { email: student.email, contact: student.contact }, { 'Studyhall-Language': 'hi' })).status).toBe(200);
    const [hindi] = t.readMails(student.email);
    expect(hindi?.subject).toBe(hi.signupCode.subject);
    expect(hindi?.headers.get('content-language')).toBe('hi');
    expect(hindi?.text).toContain(hi.signupCode.validFor(hi.minutes(10)));
    // The code stands on its line, and opens the account as any code does.
    expect((await confirm(t.latestCode(student.email))).status).toBe(201);

    await askCode('new@school.test');
    expect(t.readMails('new@school.test').map((mail) => [mail.subject, mail.headers.get('content-language')])).toEqual([[ar.signupCode.subject, 'ar']]);

    const owner = await t.createUser('tutor', { ...student, email: 'rao@school.test' });
    await t.store.users.setLanguage(owner._id, 'hi', new Date());
    await t.post('/student/signup', { email: 'rao@school.test', contact: student.contact }, { 'Studyhall-Language': 'ar' });
    const [note] = t.readMails('rao@school.test');
    expect(note?.text).toContain(hi.accountExists.hasAccount);
    expect(note?.text.split('\n')).toContain('http://localhost:4321/tutor/login');
  });

  it('mails one code when the same address is asked for many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => askCode()));
    expect(t.mails()).toHaveLength(1);
    // One is answered "sent"; those that look after its code was kept are told it was sent already (200), the rest are refused by the per-address limit.
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the per-address limits for registered addresses too', async () => {
    await t.createUser('student');
    expect((await askCode()).status).toBe(200);
    t.advance(30_000);
    expect((await askCode()).status).toBe(200);
    // No code reached anyone: five guesses use up the one issued.
    for (let attempt = 0; attempt < 5; attempt++) await confirm('000000');
    const tooSoon = await askCode();
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('Retry-After'))).toBe(30);
  });

  it('reads a contact sent as a JSON number as its digits, as the original client sends it', async () => {
    expect((await t.post('/student/signup', { email: student.email, contact: 9123456780 })).status).toBe(200);
    const response = await confirm(t.latestCode(student.email), { ...student, contact: 9123456780 });
    expect(response.status).toBe(201);
    expect((await t.store.users.findByEmail(student.email))?.contact).toBe('9123456780');
    const short = await t.post('/student/signup', { email: 'other@school.test', contact: 912345 });
    expect(await short.json()).toMatchObject({ message: signupMessages.contactInvalid });
  });

  it.each(['+91 98765 43210', '040-2345-6789'])('signs up with the contact %j, a phone number as a school writes it', async (contact) => {
    expect((await t.post('/student/signup', { email: student.email, contact })).status).toBe(200);
    expect((await confirm(t.latestCode(student.email), { ...student, contact })).status).toBe(201);
    expect((await t.store.users.findByEmail(student.email))?.contact).toBe(contact);
  });

  it.each(['98765abc12', '123456', '1234567890123456'])('refuses the contact %j on both steps with the sign-up message', async (contact) => {
    for (const response of [await t.post('/student/signup', { email: student.email, contact }), await confirm('000000', { ...student, contact })]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errors: { contact: signupMessages.contactInvalid } });
    }
    expect(t.mails()).toHaveLength(0);
  });

  it('validates with the sign-up rules', async () => {
    const response = await t.post('/student/signup', { email: 'asha@', contact: '123' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: signupMessages.emailInvalid,
      errors: { email: signupMessages.emailInvalid, contact: signupMessages.contactInvalid },
    });
  });

  it('keeps the code already mailed when asked again within the minute', async () => {
    await askCode();
    const first = t.latestCode(student.email);
    const again = await askCode();
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ message: expect.stringContaining('less than a minute ago') });
    expect(t.latestCode(student.email)).toBe(first);
    expect((await confirm(first)).status).toBe(201);
  });

  it('answers once the code is queued: the worker sends it after the answer', async () => {
    const unwoken = await startTestApi({ mailWorker: { wake: () => {} } });
    try {
      expect((await unwoken.post('/student/signup', { email: student.email, contact: student.contact })).status).toBe(200);
      expect(unwoken.mails()).toEqual([]);
      expect((await unwoken.store.mailQueue.status(new Date(0))).waiting).toBe(1);
      unwoken.mailWorker.wake();
      await unwoken.mailWorker.settled();
      expect(unwoken.latestCode(student.email)).toMatch(/^\d{6}$/);
      expect((await unwoken.store.mailQueue.status(new Date(0))).sentSince).toBe(1);
    } finally {
      await unwoken.close();
    }
  });

  it('answers 502 and keeps no code when the mail cannot even be queued, so asking again works', async () => {
    const queueRefused = (tx: Parameters<Parameters<Store['transaction']>[0]>[0]) => ({ ...tx, mailQueue: { ...tx.mailQueue, enqueue: () => Promise.reject(new Error('disk I/O error')) } });
    const broken = await startTestApi();
    const failing = await startTestApi({ store: { ...broken.store, transaction: (work) => broken.store.transaction((tx) => work(queueRefused(tx))) } });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (let ask = 0; ask < 2; ask++) {
        const response = await failing.post('/student/signup', { email: student.email, contact: student.contact });
        expect(response.status).toBe(502);
        expect(await response.json()).toEqual({ message: authApiMessages.codeNotSent });
      }
      expect(await broken.store.signupCodes.findLive(student.email, new Date(), 5)).toBeUndefined();
    } finally {
      quiet.mockRestore();
      await failing.close();
      await broken.close();
    }
  });

  it('sends at most one code a minute and five an hour per address', async () => {
    expect((await askCode()).status).toBe(200);
    await spendLiveCode();
    expect((await askCode()).status).toBe(429);
    for (let sent = 2; sent <= 5; sent++) {
      t.advance(MINUTE + 1);
      expect((await askCode()).status).toBe(200);
    }
    t.advance(MINUTE + 1);
    const tooOften = await askCode();
    expect(tooOften.status).toBe(429);
    expect(await tooOften.json()).toEqual({ message: authApiMessages.codeTooOften });
    expect(Number(tooOften.headers.get('Retry-After'))).toBeGreaterThan(50 * 60);
    expect((await askCode('other@school.test')).status).toBe(200);
    t.advance(60 * MINUTE);
    expect((await askCode()).status).toBe(200);
  });
});

describe('POST /student/otp', () => {
  it('creates an unblocked student whatever position and blocked say', async () => {
    await askCode();
    const response = await confirm(t.latestCode(student.email));
    expect(response.status).toBe(201);
    const found = await t.store.users.findCredentials(student.email);
    expect(found?.user).toMatchObject({ fname: 'Asha', position: 'student', blocked: false });
    expect(found?.passwordHash).not.toContain(student.password);
  });

  it('accepts the code as a JSON number, reading back its leading zeros', async () => {
    await askCode();
    const response = await confirm(Number(t.latestCode(student.email)));
    expect(response.status).toBe(201);
  });

  it('refuses a wrong code, and a code used once', async () => {
    await askCode();
    const code = t.latestCode(student.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await confirm(wrong)).status).toBe(400);
    expect((await confirm(code)).status).toBe(201);
    expect((await confirm(code)).status).toBe(400);
  });

  it('voids the code after five wrong tries', async () => {
    await askCode();
    const code = t.latestCode(student.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt++) expect((await confirm(wrong)).status).toBe(400);
    const response = await confirm(code);
    expect(response.status).toBe(400);
    expect(await t.store.users.findByEmail(student.email)).toBeUndefined();
  });

  it('refuses a code after ten minutes', async () => {
    await askCode();
    t.advance(10 * MINUTE + 1);
    expect((await confirm(t.latestCode(student.email))).status).toBe(400);
  });

  it('accepts only the newest code of an address', async () => {
    await askCode();
    const first = t.latestCode(student.email);
    t.advance(MINUTE + 1);
    await askCode();
    const second = t.latestCode(student.email);
    if (first !== second) expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(201);
  });

  it('counts guesses sent all at once against the limit', async () => {
    await askCode();
    const code = t.latestCode(student.email);
    const guesses = Array.from({ length: 20 }, (_, n) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => confirm(guess)));
    expect(answers.map((answer) => answer.status)).toEqual(guesses.map(() => 400));
    expect((await confirm(code)).status).toBe(400);
    expect(await t.store.users.findByEmail(student.email)).toBeUndefined();
  });

  it('spends no password hash on wrong codes, however many are sent at once', async () => {
    await askCode();
    vi.mocked(hashPassword).mockClear();
    const answers = await Promise.all(Array.from({ length: 30 }, () => confirm('000000')));
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('makes one account when the right code is sent twice at once', async () => {
    await askCode();
    const code = t.latestCode(student.email);
    const statuses = (await Promise.all([confirm(code), confirm(code), confirm(code)])).map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 400, 400]);
  });

  it('refuses a code meant for another address', async () => {
    await askCode('other@school.test');
    expect((await confirm(t.latestCode('other@school.test'))).status).toBe(400);
  });

  it('validates every field with the sign-up rules', async () => {
    await askCode();
    const response = await confirm(t.latestCode(student.email), { ...student, fname: 'A', password: 'weakpassword' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { fname: signupMessages.nameShort, password: signupMessages.passwordWeak },
    });
    expect(await t.store.users.findByEmail(student.email)).toBeUndefined();
  });

  it('refuses, as a wrong code, an address registered while the code was out', async () => {
    await askCode();
    await t.createUser('student');
    const response = await confirm(t.latestCode(student.email));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: otpMessages.wrong });
  });

  it('never spends a code without making the account: a failure after the claim undoes both', async () => {
    await askCode();
    const code = t.latestCode(student.email);
    // The insert fails the way a crash between the two writes would leave it.
    const failingInsert: Store = {
      ...t.store,
      transaction: (work) =>
        t.store.transaction((tx) => work({ ...tx, users: { ...tx.users, create: () => Promise.reject(new Error('disk gone')) } })),
    };
    const crashing = mountedApi({ store: failingInsert, files: t.files, mailWorker: { wake: () => {} }, secret: TEST_SECRET, now: () => new Date() });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await crashing.request('/student/otp', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...student, otp: code }) });
    quiet.mockRestore();
    expect(failed.status).toBe(500);
    expect(await t.store.users.findByEmail(student.email)).toBeUndefined();
    expect((await confirm(code)).status).toBe(201);
  });
});

describe('sign-up code mail limits', () => {
  const classmate = (n: number) => ({ ...student, fname: `Pupil ${n}`, email: `pupil${n}@school.test` });
  const askFrom = (ip: string, email: string) => t.postFrom(ip, '/student/signup', { email, contact: student.contact });

  it('lets a class of 40 behind one school address sign up within three minutes', async () => {
    for (let n = 0; n < 40; n++) {
      expect((await askFrom('203.0.113.7', classmate(n).email)).status).toBe(200);
      const otp = t.latestCode(classmate(n).email);
      expect((await t.postFrom('203.0.113.7', '/student/otp', { ...classmate(n), otp })).status).toBe(201);
      t.advance(4_000);
    }
  });

  it('stops one client flooding different addresses, with Retry-After and a message to show', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 80; n++) statuses.push((await askFrom('198.51.100.9', `victim${n}@mail.test`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.slice(50).every((status) => status === 429)).toBe(true);
    expect(t.mails()).toHaveLength(50);

    const refused = await askFrom('198.51.100.9', 'one-more@mail.test');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    expect(await refused.json()).toEqual({ message: authApiMessages.signupThrottled('15 minutes') });
    // Other clients are not held back, and the window reopens.
    expect((await askFrom('198.51.100.10', 'someone@mail.test')).status).toBe(200);
    t.advance(15 * MINUTE + 1);
    expect((await askFrom('198.51.100.9', 'later@mail.test')).status).toBe(200);
  });

  it('holds every client to an overall limit on code mails', async () => {
    const small = await startTestApi({ limits: { ...DEFAULT_LIMITS, signupMailsPerHour: 3 } });
    try {
      const ask = (n: number) => small.postFrom(`192.0.2.${n}`, '/student/signup', { email: `p${n}@mail.test`, contact: student.contact });
      expect([(await ask(1)).status, (await ask(2)).status, (await ask(3)).status]).toEqual([200, 200, 200]);
      const refused = await ask(4);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBeTruthy();
      expect(small.mails()).toHaveLength(3);
    } finally {
      await small.close();
    }
  });

  it('records code requests and throttling in the audit log, never the code', async () => {
    await askFrom('198.51.100.20', student.email);
    const events = await t.store.auditEvents.list({ since: new Date(0) });
    expect(events).toEqual([expect.objectContaining({ action: 'signup.code-requested', actor: student.email, ip: '198.51.100.20' })]);
    expect(JSON.stringify(events)).not.toContain(t.latestCode(student.email));
  });
});
