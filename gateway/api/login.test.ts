import { decode } from 'hono/jwt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginMessages } from '../../src/strings/validation.ts';
import { startTestApi, student, type TestApi } from '../testing/api-harness.ts';

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
