import { sign } from 'hono/jwt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApiMessages } from '../../src/strings/auth.ts';
import { loginMessages } from '../../src/strings/validation.ts';
import { hashPassword } from '../auth/password.ts';
import { startTestApi, student, TEST_SECRET, type TestApi } from '../testing/api-harness.ts';

let t: TestApi;
beforeEach(async () => {
  t = await startTestApi();
});
afterEach(() => t.close());

const session = async (token?: string) => {
  const response = await t.request('GET', '/session', undefined, token);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('GET /session', () => {
  it('answers the holder of a valid token, without any password hash', async () => {
    const user = await t.createUser('student');
    const { status, body } = await session(await t.login('student', student.email, student.password));
    expect(status).toBe(200);
    expect(body).toEqual({ user });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/);
  });

  it('refuses a request without a token', async () => {
    expect(await session()).toEqual({ status: 401, body: { message: authApiMessages.loginAgain } });
  });

  it('refuses a tampered token', async () => {
    await t.createUser('student');
    const [header, payload, signature] = (await t.login('student', student.email, student.password)).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, position: 'tutor' })).toString('base64url');
    expect((await session(`${header}.${forged}.${signature}`)).status).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const user = await t.createUser('student');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const foreign = await sign({ name: 'Asha', position: 'student', aud: user._id, exp }, 'some-other-secret-of-enough-length!!', 'HS256');
    expect((await session(foreign)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await t.createUser('student');
    const exp = Math.floor(Date.now() / 1000) - 1;
    const expired = await sign({ name: 'Asha', position: 'student', aud: user._id, iat: exp - 86400, exp }, TEST_SECRET, 'HS256');
    expect((await session(expired)).status).toBe(401);
  });

  it('refuses the existing token of a student blocked after logging in, at once', async () => {
    const user = await t.createUser('student');
    const token = await t.login('student', student.email, student.password);
    await t.store.users.setBlocked(user._id, true, new Date());
    expect(await session(token)).toEqual({ status: 401, body: { message: loginMessages.blocked } });
    await t.store.users.setBlocked(user._id, false, new Date());
    expect((await session(token)).status).toBe(200);
  });

  it('ends sessions started before a password change', async () => {
    await t.createUser('student');
    t.advance(-10_000);
    const before = await t.login('student', student.email, student.password);
    t.advance(10_000);
    await t.store.users.setPassword(student.email, await hashPassword('Newer#456'), new Date(Date.now() - 5000));
    expect(await session(before)).toEqual({ status: 401, body: { message: authApiMessages.loginAgain } });
    expect((await session(await t.login('student', student.email, 'Newer#456'))).status).toBe(200);
  });

  it('refuses a valid signature for a user who does not exist', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const ghost = await sign({ name: 'Ghost', position: 'student', aud: 'no-such-id', exp }, TEST_SECRET, 'HS256');
    expect((await session(ghost)).status).toBe(401);
  });
});
