import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApiMessages } from '../../src/strings/auth.ts';
import { signupMessages } from '../../src/strings/validation.ts';
import { startTestApi, student, type TestApi } from '../testing/api-harness.ts';

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

const askCode = (email: string = student.email) => t.post('/student/signup', { email, contact: student.contact });
const confirm = (otp: unknown, details: object = student) =>
  t.post('/student/otp', { ...details, otp, position: 'tutor', blocked: true });

describe('POST /student/signup', () => {
  it('mails a six-digit code and never answers with it', async () => {
    const response = await askCode();
    expect(response.status).toBe(200);
    const code = t.latestCode(student.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(await response.text()).not.toContain(code);
  });

  it('refuses an address that already has an account, whatever its case', async () => {
    await t.createUser('student');
    const response = await askCode('ASHA@school.test');
    expect(response.status).toBe(409);
    expect(await response.json()).toHaveProperty('message');
  });

  it('validates with the sign-up rules', async () => {
    const response = await t.post('/student/signup', { email: 'asha@', contact: '123' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: signupMessages.emailInvalid,
      errors: { email: signupMessages.emailInvalid, contact: signupMessages.contactShort },
    });
  });

  it('keeps the code already mailed when asked again within the minute', async () => {
    await askCode();
    const first = t.latestCode(student.email);
    const again = await askCode();
    expect(again.status).toBe(200);
    expect((await again.json()).message).toContain('less than a minute ago');
    expect(t.latestCode(student.email)).toBe(first);
    expect((await confirm(first)).status).toBe(201);
  });

  it('takes back a code that could not be mailed, so asking again works', async () => {
    const failing = await startTestApi({ mailer: { send: () => Promise.reject(new Error('mail server down')) } });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await failing.post('/student/signup', { email: student.email, contact: student.contact });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ message: authApiMessages.codeNotSent });
      expect(await failing.store.signupCodes.findLive(student.email, new Date(), 5)).toBeUndefined();
    } finally {
      quiet.mockRestore();
      await failing.close();
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
    expect((await askCode()).status).toBe(429);
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
    expect(await t.store.users.emailTaken(student.email)).toBe(false);
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
    expect(await t.store.users.emailTaken(student.email)).toBe(false);
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
    expect(await t.store.users.emailTaken(student.email)).toBe(false);
  });

  it('refuses an address registered while the code was out', async () => {
    await askCode();
    await t.createUser('student');
    expect((await confirm(t.latestCode(student.email))).status).toBe(409);
  });
});
