import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApiMessages } from '../../contract/strings/auth.ts';
import { passwordChangeMessages, signupMessages } from '../../contract/strings/validation.ts';
import type { Position } from '../db/index.ts';
import { startTestApi, student, tutor, type AccountDetails, type TestApi } from '../testing/api-harness.ts';

/** Each role's account, where it changes its password and a role that may not. */
const ROLES = [
  { position: 'student', me: student, otherRole: 'tutor' },
  { position: 'tutor', me: tutor, otherRole: 'student' },
] as const satisfies ReadonlyArray<{ position: Position; me: AccountDetails; otherRole: Position }>;

const NEW_PASSWORD = 'Fresh#2026';
const MINUTE = 60_000;

let t: TestApi;
beforeEach(async () => {
  t = await startTestApi();
});
afterEach(() => t.close());

const answer = async (response: Response) => ({
  status: response.status,
  retryAfter: response.headers.get('Retry-After'),
  body: (await response.json()) as Record<string, unknown>,
});

describe.each(ROLES)('PUT /$position/home/password', ({ position, me, otherRole }) => {
  const path = `/${position}/home/password`;
  const change = async (body: unknown, token?: string) => answer(await t.request('PUT', path, body, token));
  /** Whether `token` still opens the user's own area. */
  const sessionStatus = async (token: string) => (await t.request('GET', `/${position}/home/announcements`, undefined, token)).status;
  const loginStatus = async (password: string) => (await t.post(`/${position}/login`, { email: me.email, password })).status;
  const hashOf = async () => (await t.store.users.findCredentials(me.email))?.passwordHash;

  let token: string;
  beforeEach(async () => {
    token = await t.tokenFor(position, me);
  });

  it('answers a token that goes on, ends every other session, and takes the new password at the login', async () => {
    const otherSession = await t.login(position, me.email, me.password);
    const response = await t.request('PUT', path, { current: me.password, password: NEW_PASSWORD }, token);
    const { status, body } = await answer(response);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['token']);
    // The token's claims, not its text: a signature's random letters may spell 'hash'.
    const claims = Buffer.from(String(body.token).split('.')[1] ?? '', 'base64url').toString('utf8');
    expect(JSON.parse(claims)).toBeTypeOf('object');
    expect(claims).not.toMatch(/scrypt|hash|Fresh#/i);
    // The file cookie follows the session, as after a login or a profile edit.
    expect(response.headers.get('Set-Cookie')).toContain(String(body.token));
    expect(await sessionStatus(String(body.token))).toBe(200);
    expect(await sessionStatus(otherSession)).toBe(401);
    expect(await sessionStatus(token)).toBe(401);
    expect(await loginStatus(me.password)).toBe(400);
    expect(await loginStatus(NEW_PASSWORD)).toBe(200);
  });

  it('refuses a wrong current password with 400 and its message, changing nothing', async () => {
    const before = await hashOf();
    expect(await change({ current: 'Wrong#1234', password: NEW_PASSWORD }, token)).toMatchObject({
      status: 400,
      body: { message: passwordChangeMessages.currentWrong },
    });
    expect(await hashOf()).toBe(before);
    expect(await sessionStatus(token)).toBe(200);
    expect(await loginStatus(me.password)).toBe(200);
  });

  it.each([
    [{ current: me.password, password: 'abcdefgh' }, signupMessages.passwordWeak],
    [{ current: me.password, password: 'Ab1#' }, signupMessages.passwordShort],
    [{ current: me.password }, signupMessages.passwordRequired],
    [{ password: NEW_PASSWORD }, passwordChangeMessages.currentRequired],
    [{ current: '', password: NEW_PASSWORD }, passwordChangeMessages.currentRequired],
  ])('refuses %j with 400 and the form’s message, changing nothing', async (body, message) => {
    const before = await hashOf();
    expect(await change(body, token)).toMatchObject({ status: 400, body: { message } });
    expect(await hashOf()).toBe(before);
  });

  it('refuses a caller without a token with 401 and the other role with 403', async () => {
    const otherToken = await t.tokenFor(otherRole, { ...(otherRole === 'tutor' ? tutor : student), email: `other.${otherRole}@school.test` });
    expect((await change({ current: me.password, password: NEW_PASSWORD })).status).toBe(401);
    expect((await change({ current: me.password, password: NEW_PASSWORD }, otherToken)).status).toBe(403);
    expect(await loginStatus(me.password)).toBe(200);
  });

  it('counts wrong current passwords with failed logins: after 10 the account waits, even with the right one', async () => {
    for (let n = 0; n < 9; n++) expect((await change({ current: `Wrong#${n}00`, password: NEW_PASSWORD }, token)).status).toBe(400);
    // The tenth guess at the login: the same allowance, whichever door is knocked on.
    expect(await loginStatus('Wrong#999')).toBe(400);
    const refused = await change({ current: me.password, password: NEW_PASSWORD }, token);
    expect(refused).toEqual({ status: 429, retryAfter: '300', body: { message: authApiMessages.passwordThrottled('5 minutes') } });
    expect(await loginStatus(me.password)).toBe(429);
    t.advance(5 * MINUTE + 1);
    expect((await change({ current: me.password, password: NEW_PASSWORD }, token)).status).toBe(200);
  });

  it('records a failure and the change in the audit log, never a password', async () => {
    await change({ current: 'Wrong#100', password: NEW_PASSWORD }, token);
    await change({ current: me.password, password: NEW_PASSWORD }, token);
    const user = await t.store.users.findByEmail(me.email);
    const events = (await t.store.auditEvents.list({ since: new Date(0), actor: me.email })).filter((event) => event.action.startsWith('password.'));
    expect(events.map((event) => [event.action, event.target])).toEqual([
      ['password.change-failed', undefined],
      ['password.change', `${position} ${user?._id}`],
    ]);
    expect(JSON.stringify(events)).not.toMatch(/Wrong#|Fresh#|Secret#|Tutor#/);
  });
});
