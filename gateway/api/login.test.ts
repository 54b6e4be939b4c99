import { decode } from 'hono/jwt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApiMessages } from '../../contract/strings/auth.ts';
import { loginMessages } from '../../contract/strings/validation.ts';
import { hashPassword } from '../auth/password.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import { startTestApi, student, type AccountDetails, type TestApi } from '../testing/api-harness.ts';

let t: TestApi;
beforeEach(async () => {
  t = await startTestApi();
});
afterEach(() => t.close());

const tutor = { ...student, fname: 'Mrs Rao', email: 'rao@school.test' };

async function login(position: 'student' | 'tutor', body: unknown) {
  const response = await t.post(`/${position}/login`, body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /student/login and /tutor/login', () => {
  it('gives a student a one-day token naming them, their position and their id', async () => {
    const user = await t.createUser('student');
    const { status, body } = await login('student', { email: 'ASHA@School.test', password: student.password });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['token']);
    const { payload } = decode(body.token as string);
    expect(payload).toMatchObject({ name: 'Asha', position: 'student', aud: user._id });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(24 * 60 * 60);
  });

  it('gives a tutor a token on the tutor login', async () => {
    await t.createUser('tutor', tutor);
    const { status, body } = await login('tutor', { email: tutor.email, password: tutor.password });
    expect(status).toBe(200);
    expect(decode(body.token as string).payload.position).toBe('tutor');
  });

  it.each([
    ['a wrong password', 'student', student.email, 'Wrong#123'],
    ['an unknown e-mail', 'student', 'nobody@school.test', student.password],
    ["a tutor's account on the student login", 'student', tutor.email, tutor.password],
    ["a student's account on the tutor login", 'tutor', student.email, student.password],
  ] as const)('refuses %s with 400', async (_, position, email, password) => {
    await t.createUser('student');
    await t.createUser('tutor', tutor);
    expect(await login(position, { email, password })).toEqual({ status: 400, body: { message: loginMessages.wrongDetails } });
  });

  it('refuses a blocked student with 401, but only once the password is right', async () => {
    const user = await t.createUser('student');
    await t.store.users.setBlocked(user._id, true, new Date());
    expect(await login('student', { email: student.email, password: student.password })).toEqual({
      status: 401,
      body: { message: loginMessages.blocked },
    });
    expect((await login('student', { email: student.email, password: 'Wrong#123' })).status).toBe(400);
  });

  it('answers the form messages for missing fields', async () => {
    expect(await login('student', {})).toMatchObject({ status: 400, body: { message: loginMessages.bothMissing } });
    expect(await login('tutor', { email: tutor.email })).toMatchObject({ status: 400, body: { message: loginMessages.oneMissing } });
  });
});

describe('login throttling', () => {
  const MINUTE = 60_000;
  const attempt = async (email: string, password: string, ip = '198.51.100.1') => {
    const response = await t.postFrom(ip, '/student/login', { email, password });
    return { status: response.status, retryAfter: Number(response.headers.get('Retry-After')), body: (await response.json()) as Record<string, unknown> };
  };
  const guessTenTimes = async (email: string) => {
    for (let n = 0; n < 10; n++) expect((await attempt(email, `Wrong#${n}00`)).status).toBe(400);
  };

  it('after 10 failures in 15 minutes makes the account wait, even with the right password', async () => {
    await t.createUser('student');
    await guessTenTimes(student.email);
    const right = await attempt(student.email, student.password);
    expect(right).toEqual({ status: 429, retryAfter: 300, body: { message: authApiMessages.loginThrottled('5 minutes') } });
    // From another address too: it is the account that waits.
    expect((await attempt(student.email, student.password, '198.51.100.2')).status).toBe(429);
    t.advance(5 * MINUTE + 1);
    expect((await attempt(student.email, student.password)).status).toBe(200);
  });

  it('answers an address without an account exactly as one with an account', async () => {
    await t.createUser('student');
    await guessTenTimes(student.email);
    await guessTenTimes('nobody@school.test');
    expect(await attempt('nobody@school.test', 'Secret#123')).toEqual(await attempt(student.email, 'Secret#123'));
  });

  it('makes each further lockout within a day last longer', async () => {
    await t.createUser('student');
    const waits: number[] = [];
    for (let lockout = 0; lockout < 3; lockout++) {
      await guessTenTimes(student.email);
      const refused = await attempt(student.email, student.password);
      waits.push(refused.retryAfter);
      t.advance(refused.retryAfter * 1000 + 1);
    }
    expect(waits).toEqual([300, 600, 1200]);
  });

  it('counts guesses sent all at once: no more than 10 are checked', async () => {
    await t.createUser('student');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => attempt(student.email, `Wrong#${n}00`)));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20);
  });

  it('forgets failures after a successful login', async () => {
    await t.createUser('student');
    for (let n = 0; n < 9; n++) await attempt(student.email, 'Wrong#100');
    expect((await attempt(student.email, student.password)).status).toBe(200);
    for (let n = 0; n < 9; n++) expect((await attempt(student.email, 'Wrong#100')).status).toBe(400);
    expect((await attempt(student.email, student.password)).status).toBe(200);
  });

  it('lets a class of 40 behind one school address log in at once, typos included', async () => {
    const passwordHash = await hashPassword(student.password);
    const pupils: AccountDetails[] = Array.from({ length: 40 }, (_, n) => ({ ...student, email: `pupil${n}@school.test` }));
    for (const pupil of pupils) await t.store.users.create({ ...pupil, position: 'student', passwordHash }, new Date());
    const typos = await Promise.all(pupils.map((pupil) => attempt(pupil.email, 'Secret#12', '203.0.113.7')));
    expect(typos.every((answer) => answer.status === 400)).toBe(true);
    const logins = await Promise.all(pupils.map((pupil) => attempt(pupil.email, pupil.password, '203.0.113.7')));
    expect(logins.map((answer) => answer.status)).toEqual(pupils.map(() => 200));
  });

  it('stops one address guessing across many accounts', { timeout: 60_000 }, async () => {
    await t.createUser('student');
    for (let n = 0; n < 100; n++) expect((await attempt(`someone${n}@school.test`, 'Wrong#100', '198.51.100.66')).status).toBe(400);
    const refused = await attempt(student.email, student.password, '198.51.100.66');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(14 * 60);
    expect((await attempt(student.email, student.password, '198.51.100.67')).status).toBe(200);
  });

  it('records failures, the lockout and logins in the audit log with the client address, never a password', async () => {
    await t.createUser('student');
    await guessTenTimes(student.email);
    // Knocking on a locked account adds nothing: the log does not grow with the attack.
    for (let n = 0; n < 20; n++) expect((await attempt(student.email, student.password)).status).toBe(429);
    t.advance(5 * MINUTE + 1);
    await attempt(student.email, student.password);
    const events = await t.store.auditEvents.list({ since: new Date(0), actor: student.email });
    expect(events.map((event) => event.action)).toEqual([...Array(10).fill('login.failed'), 'login.locked', 'login']);
    expect(events.every((event) => event.ip === '198.51.100.1')).toBe(true);
    expect(JSON.stringify(events)).not.toMatch(/Secret#123|Wrong#/);
  });

  it('records an address being stopped once, and refuses overlong details without checking them', async () => {
    const small = await startTestApi({ limits: { ...DEFAULT_LIMITS, loginFailuresPerIp: 3 } });
    try {
      for (let n = 0; n < 8; n++) await small.postFrom('198.51.100.9', '/student/login', { email: `p${n}@school.test`, password: 'Wrong#100' });
      const events = await small.store.auditEvents.list({ since: new Date(0) });
      expect(events.map((event) => event.action)).toEqual([...Array(3).fill('login.failed'), 'login.throttled']);
    } finally {
      await small.close();
    }
    const overlong = await attempt(`${'a'.repeat(250)}@school.test`, student.password);
    expect(overlong).toMatchObject({ status: 400, body: { message: loginMessages.wrongDetails } });
    expect(await t.store.auditEvents.list({ since: new Date(0) })).toEqual([]);
  });
});
