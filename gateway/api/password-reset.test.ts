import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApiMessages } from '../../contract/strings/auth.ts';
import { passwordResetMessages } from '../../contract/strings/password-reset.ts';
import { signupMessages } from '../../contract/strings/validation.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import type { Position } from '../db/index.ts';
import { mailWords as ar } from '../mail/words/ar.ts';
import { startTestApi, student, tutor, type AccountDetails, type TestApi } from '../testing/api-harness.ts';
import { STUDENT_AREA } from './area-guards.ts';

const MINUTE = 60_000;
const NEW_PASSWORD = 'Fresh#2026';
const STRANGER = 'nobody@school.test';

let t: TestApi;
beforeEach(async () => {
  t = await startTestApi();
});
afterEach(() => t.close());

const forgot = (email: string, position: Position = 'student') => t.post('/password/forgot', { email, position });
const reset = (email: string, otp: string, position: Position = 'student', password = NEW_PASSWORD) =>
  t.post('/password/reset', { email, position, otp, password });
const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
const mailsTo = (email: string) => t.mails().filter((mail) => mail.includes(`To: ${email}`));
/** The code mailed to `email`: the mail goes out after the answer, so it is waited for. */
const mailedCode = (email: string) => vi.waitFor(() => t.latestCode(email));
/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const auditActions = async () => (await t.store.auditEvents.list({ since: new Date(0) })).map((event) => event.action);

describe('POST /password/forgot', () => {
  it('answers an address without an account exactly as one with, and mails only the account', async () => {
    await t.createUser('student');
    const known = await answer(await forgot(student.email));
    const unknown = await answer(await forgot(STRANGER));
    expect(known).toEqual({ status: 200, body: { message: passwordResetMessages.codeSent } });
    expect(unknown).toEqual(known);

    expect(await mailedCode(student.email)).toMatch(/^\d{6}$/);
    expect(mailsTo(student.email)).toHaveLength(1);
    expect(mailsTo(student.email)[0]).toContain('Subject: Your Studyhall password reset code');
    expect(mailsTo(STRANGER)).toEqual([]);
  });

  it('does the same work for an unknown address: a code is stored, and the answer never waits for the mail, only its queueing', async () => {
    const slow = await startTestApi({ mailWorker: { wake: () => {} } });
    try {
      await slow.createUser('student');
      expect((await slow.post('/password/forgot', { email: student.email, position: 'student' })).status).toBe(200);
      expect((await slow.post('/password/forgot', { email: STRANGER, position: 'student' })).status).toBe(200);
      for (const email of [student.email, STRANGER]) {
        expect(await slow.store.resetCodes.student.findLive(email, new Date(), 5)).toBeDefined();
      }
      const queue = await slow.store.mailQueue.status(new Date(0));
      expect(queue.waiting).toBe(1);
      expect(slow.mails()).toEqual([]);
    } finally {
      await slow.close();
    }
  });

  it('takes about as long for an address without an account (medians, loosely)', async () => {
    await t.createUser('student');
    const took = async (email: string, ip: string) => {
      const started = performance.now();
      expect((await t.postFrom(ip, '/password/forgot', { email, position: 'student' })).status).toBe(200);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round++) {
      known.push(await took(student.email, `192.0.2.${round}`));
      unknown.push(await took(`nobody${round}@school.test`, `192.0.2.${round}`));
      t.advance(MINUTE + 1);
    }
    // Generous, so a busy machine cannot fail it; an awaited SMTP send would be far outside it.
    expect(median(known)).toBeLessThan(median(unknown) * 3 + 50);
  });

  it('mails nothing to an account of the other position, nor to a blocked one', async () => {
    await t.createUser('tutor', tutor);
    const blocked = await t.createUser('student');
    await t.store.users.setBlocked(blocked._id, true, new Date());
    expect(await answer(await forgot(tutor.email, 'student'))).toEqual({ status: 200, body: { message: passwordResetMessages.codeSent } });
    expect(await answer(await forgot(student.email, 'student'))).toEqual({ status: 200, body: { message: passwordResetMessages.codeSent } });
    expect(t.mails()).toEqual([]);
  });

  it("mails the code in the account's own language, whatever language the page asking is in", async () => {
    const studentToken = await t.tokenFor('student');
    expect((await t.request('PUT', `${STUDENT_AREA}/language`, { language: 'ar' }, studentToken)).status).toBe(200);
    expect((await t.post('/password/forgot', { email: student.email, position: 'student' }, { 'Studyhall-Language': 'hi' })).status).toBe(200);
    const code = await mailedCode(student.email);
    const [mail] = t.readMails(student.email);
    expect(mail?.subject).toBe(ar.passwordReset.subject);
    expect(mail?.headers.get('content-language')).toBe('ar');
    expect(mail?.text).toContain(ar.passwordReset.someoneAsked);
    expect(mail?.text).toContain(ar.passwordReset.validFor(ar.minutes(10)));
    expect((await reset(student.email, code)).status).toBe(200);
  });

  it('keeps the sign-up mail limits: one a minute per address, with Retry-After', async () => {
    await t.createUser('student');
    expect((await forgot(student.email)).status).toBe(200);
    t.advance(20_000);
    const tooSoon = await forgot(student.email);
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('Retry-After'))).toBe(40);
    expect(await tooSoon.json()).toEqual({ message: authApiMessages.codeTooSoon });
    // An address without an account is held to the same limit, so the refusal tells nothing either.
    expect((await forgot(STRANGER)).status).toBe(200);
    expect((await forgot(STRANGER)).status).toBe(429);
  });

  it("counts an address's reset mails apart from its sign-up mails, so an account-exists note does not hold a reset back", async () => {
    await t.createUser('student');
    expect((await t.post('/student/signup', { email: student.email, contact: student.contact })).status).toBe(200);
    // A second on, so the reset mail is the newest in the outbox.
    t.advance(1_000);
    expect((await forgot(student.email)).status).toBe(200);
    expect(await mailedCode(student.email)).toMatch(/^\d{6}$/);
  });

  it('keeps the overall limit on code mails, counted with sign-up', async () => {
    const small = await startTestApi({ limits: { ...DEFAULT_LIMITS, signupMailsPerHour: 2 } });
    try {
      const ask = (n: number) => small.postFrom(`192.0.2.${n}`, '/password/forgot', { email: `p${n}@mail.test`, position: 'tutor' });
      expect((await small.postFrom('192.0.2.9', '/student/signup', { email: 'new@mail.test', contact: student.contact })).status).toBe(200);
      expect((await ask(1)).status).toBe(200);
      const refused = await ask(2);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBeTruthy();
      expect(await refused.json()).toEqual({ message: passwordResetMessages.throttled('60 minutes') });
    } finally {
      await small.close();
    }
  });

  it('refuses a bad address or position with the sign-up messages', async () => {
    expect(await answer(await forgot('not-an-address'))).toMatchObject({ status: 400, body: { message: signupMessages.emailInvalid } });
    expect(await answer(await t.post('/password/forgot', { email: student.email, position: 'admin' }))).toMatchObject({
      status: 400,
      body: { message: passwordResetMessages.positionInvalid },
    });
  });
});

/** Each role resets from its own login page. */
const ROLES = [
  { position: 'student', me: student },
  { position: 'tutor', me: tutor },
] as const satisfies ReadonlyArray<{ position: Position; me: AccountDetails }>;

describe.each(ROLES)('POST /password/reset for a $position', ({ position, me }) => {
  const sessionStatus = async (token: string) => (await t.request('GET', `/${position}/home/announcements`, undefined, token)).status;
  const loginStatus = async (password: string) => (await t.post(`/${position}/login`, { email: me.email, password })).status;
  let token: string;
  let code: string;
  beforeEach(async () => {
    token = await t.tokenFor(position, me);
    await forgot(me.email.toUpperCase(), position);
    code = await mailedCode(me.email);
  });

  it('sets the new password with the mailed code and ends every session', async () => {
    expect(await answer(await reset(me.email, code, position))).toEqual({ status: 200, body: { message: passwordResetMessages.done } });
    expect(await sessionStatus(token)).toBe(401);
    expect(await loginStatus(me.password)).toBe(400);
    expect(await loginStatus(NEW_PASSWORD)).toBe(200);
  });

  it('takes a code once only', async () => {
    expect((await reset(me.email, code, position)).status).toBe(200);
    expect(await answer(await reset(me.email, code, position, 'Again#2026x'))).toEqual({ status: 400, body: { message: passwordResetMessages.wrongCode } });
    expect(await loginStatus(NEW_PASSWORD)).toBe(200);
  });

  it('refuses a wrong code, and after five wrong tries the right one too', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await answer(await reset(me.email, otherThan(code), position))).toEqual({ status: 400, body: { message: passwordResetMessages.wrongCode } });
    }
    expect((await reset(me.email, code, position)).status).toBe(400);
    expect(await loginStatus(me.password)).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    t.advance(10 * MINUTE + 1);
    expect(await answer(await reset(me.email, code, position))).toEqual({ status: 400, body: { message: passwordResetMessages.wrongCode } });
    expect(await sessionStatus(token)).toBe(200);
  });

  it('refuses a weak password with the sign-up message, keeping the code', async () => {
    expect(await answer(await reset(me.email, code, position, 'weakpassword'))).toMatchObject({ status: 400, body: { message: signupMessages.passwordWeak } });
    expect((await reset(me.email, code, position)).status).toBe(200);
  });

  it("does not take the code at the other position's reset", async () => {
    const other = position === 'student' ? 'tutor' : 'student';
    expect(await answer(await reset(me.email, code, other))).toEqual({ status: 400, body: { message: passwordResetMessages.wrongCode } });
    expect(await loginStatus(me.password)).toBe(200);
  });

  it('records the request and the reset, never the code', async () => {
    await reset(me.email, otherThan(code), position);
    const done = await reset(me.email, code, position);
    const events = await t.store.auditEvents.list({ since: new Date(0) });
    expect(await auditActions()).toEqual(expect.arrayContaining(['password.reset-request', 'password.reset-failed', 'password.reset']));
    expect(events.find((event) => event.action === 'password.reset')).toMatchObject({ actor: me.email, target: expect.stringContaining(position) });
    expect(JSON.stringify(events)).not.toContain(code);
    expect(await done.text()).not.toContain(code);
  });
});

describe('POST /password/reset without an account', () => {
  it('answers any code for an unknown address as wrong', async () => {
    await forgot(STRANGER);
    expect(await answer(await reset(STRANGER, '123456'))).toEqual({ status: 400, body: { message: passwordResetMessages.wrongCode } });
    expect(await auditActions()).toContain('password.reset-failed');
  });
});
