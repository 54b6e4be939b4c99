import { sign } from 'hono/jwt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApiMessages } from '../../contract/strings/auth.ts';
import { loginMessages } from '../../contract/strings/validation.ts';
import { hashPassword } from '../auth/password.ts';
import { TOKEN_LIFETIME_SECONDS } from '../auth/token.ts';
import { startTestApi, student, TEST_SECRET, type TestApi } from '../testing/api-harness.ts';
import { otherSpellingsOf } from '../testing/token-spellings.ts';

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

  it('refuses a valid token spelled otherwise: padded, in standard base64, or with trailing bits set', async () => {
    const token = await t.tokenFor('tutor');
    expect((await session(token)).status).toBe(200);
    for (const respelled of otherSpellingsOf(token)) {
      expect((await session(respelled)).status, respelled).toBe(401);
      expect((await t.request('GET', '/tutor/home/students', undefined, respelled)).status, respelled).toBe(401);
    }
  });

  it('refuses a token signed with another secret', async () => {
    const user = await t.createUser('student');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const foreign = await sign({ name: 'Asha', position: 'student', aud: user._id, sv: 0, iat: exp - 3600, exp }, 'some-other-secret-of-enough-length!!', 'HS256');
    expect((await session(foreign)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await t.createUser('student');
    const exp = Math.floor(Date.now() / 1000) - 1;
    const expired = await sign({ name: 'Asha', position: 'student', aud: user._id, sv: 0, iat: exp - 86400, exp }, TEST_SECRET, 'HS256');
    expect((await session(expired)).status).toBe(401);
  });

  it('refuses the existing token of a student blocked after logging in, at once and for good', async () => {
    const user = await t.createUser('student');
    const token = await t.login('student', student.email, student.password);
    await t.store.users.setBlocked(user._id, true, new Date());
    expect(await session(token)).toEqual({ status: 401, body: { message: loginMessages.blocked } });
    await t.store.users.setBlocked(user._id, false, new Date());
    // Unblocking lets the student log in again; it does not revive the old session.
    expect(await session(token)).toEqual({ status: 401, body: { message: authApiMessages.loginAgain } });
    expect((await session(await t.login('student', student.email, student.password))).status).toBe(200);
  });

  it('ends sessions begun with the old password, even those begun in the same second as the change', async () => {
    await t.createUser('student');
    const before = await t.login('student', student.email, student.password);
    await t.store.users.setPassword(student.email, await hashPassword('Newer#456'), new Date());
    expect(await session(before)).toEqual({ status: 401, body: { message: authApiMessages.loginAgain } });
    expect((await session(await t.login('student', student.email, 'Newer#456'))).status).toBe(200);
  });

  it('leaves no token issued with the old password alive when logins race the change', async () => {
    await t.createUser('student');
    const newHash = await hashPassword('Newer#456');
    // The change lands once every login has read the old password, before any has been answered.
    // Fewer than the 10 an account may have in flight before its throttle answers instead.
    const logins = 8;
    let read = 0;
    const allRead = new Promise<void>((resolve) => {
      const findCredentials = t.store.users.findCredentials.bind(t.store.users);
      t.store.users.findCredentials = async (email) => {
        const found = await findCredentials(email);
        if (++read === logins) resolve();
        return found;
      };
    });
    const racing = Array.from({ length: logins }, () => t.post('/student/login', { email: student.email, password: student.password }));
    await allRead;
    await t.store.users.setPassword(student.email, newHash, new Date());
    const tokens = await Promise.all(racing.map(async (answer) => ((await (await answer).json()) as { token: string }).token));
    const statuses = await Promise.all(tokens.map(async (token) => (await session(token)).status));
    expect(statuses).toEqual(tokens.map(() => 401));
  });

  it('logs the holder out on every device with DELETE', async () => {
    const user = await t.createUser('student');
    const phone = await t.login('student', student.email, student.password);
    const laptop = await t.login('student', student.email, student.password);
    const response = await t.request('DELETE', '/session', undefined, phone);
    expect(response.status).toBe(204);
    expect((await session(phone)).status).toBe(401);
    expect((await session(laptop)).status).toBe(401);
    expect(await t.store.auditEvents.list({ since: new Date(0), actor: user.email })).toContainEqual(
      expect.objectContaining({ action: 'logout.everywhere' }),
    );
    expect((await t.request('DELETE', '/session')).status).toBe(401);
  });

  it('ends a session already in use at once: its token, verified before, is refused after a block, a password change or its expiry', async () => {
    const user = await t.createUser('student');
    const calls = async (token: string) => [(await session(token)).status, (await t.request('GET', '/student/home/events', undefined, token)).status];
    const blocked = await t.login('student', student.email, student.password);
    expect(await calls(blocked)).toEqual([200, 200]);
    await t.store.users.setBlocked(user._id, true, new Date());
    expect(await calls(blocked)).toEqual([401, 401]);
    await t.store.users.setBlocked(user._id, false, new Date());

    const changed = await t.login('student', student.email, student.password);
    expect(await calls(changed)).toEqual([200, 200]);
    await t.store.users.setPassword(student.email, await hashPassword('Newer#456'), new Date());
    expect(await calls(changed)).toEqual([401, 401]);

    const expiring = await t.login('student', student.email, 'Newer#456');
    expect(await calls(expiring)).toEqual([200, 200]);
    t.advance(TOKEN_LIFETIME_SECONDS * 1000);
    expect(await calls(expiring)).toEqual([401, 401]);
  });

  it('refuses a token with the algorithm set to none', async () => {
    const user = await t.createUser('student');
    const claims = { name: 'Asha', position: 'student', aud: user._id, sv: 0, iat: 1, exp: Math.floor(Date.now() / 1000) + 3600 };
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect((await session(`${part({ alg: 'none' })}.${part(claims)}.`)).status).toBe(401);
  });

  it('refuses a valid signature for a user who does not exist', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const ghost = await sign({ name: 'Ghost', position: 'student', aud: 'no-such-id', sv: 0, iat: exp - 3600, exp }, TEST_SECRET, 'HS256');
    expect((await session(ghost)).status).toBe(401);
  });
});
