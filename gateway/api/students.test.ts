import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/lib/content/user.ts';
import { startTestApi, student, tutor, type AccountDetails, type TestApi } from '../testing/api-harness.ts';

const PATH = '/tutor/home/students';

let t: TestApi;
let tutorToken: string;
let studentToken: string;
beforeEach(async () => {
  t = await startTestApi();
  tutorToken = await t.tokenFor('tutor');
  studentToken = await t.tokenFor('student');
});
afterEach(() => t.close());

const account = (fname: string, email: string): AccountDetails => ({ ...student, fname, email });
const students = async () => {
  const response = await t.request('GET', PATH, undefined, tutorToken);
  expect(response.status).toBe(200);
  return ((await response.json()) as { students: User[] }).students;
};

describe('GET /tutor/home/students', () => {
  it('refuses a caller without a token with 401 and a student with 403', async () => {
    expect((await t.request('GET', PATH)).status).toBe(401);
    expect((await t.request('GET', PATH, undefined, studentToken)).status).toBe(403);
  });

  it('answers {students}: students only, never a tutor', async () => {
    await t.createUser('tutor', { ...tutor, fname: 'Mr Bose', email: 'bose@school.test' });
    expect((await students()).map((one) => one.email)).toEqual([student.email]);
  });

  it('sorts by name as a person reads a list, whatever the case', async () => {
    await t.createUser('student', account('zoe', 'zoe@school.test'));
    await t.createUser('student', account('Ben', 'ben@school.test'));
    await t.createUser('student', account('carla', 'carla@school.test'));
    await t.createUser('student', account('Zara', 'zara@school.test'));
    expect((await students()).map((one) => one.fname)).toEqual(['Asha', 'Ben', 'carla', 'Zara', 'zoe']);
  });

  it('answers exactly the fields the product reads, and never a password hash, session or code', async () => {
    const response = await t.request('GET', PATH, undefined, tutorToken);
    const body = await response.text();
    const [asha] = (JSON.parse(body) as { students: Record<string, unknown>[] }).students;
    expect(Object.keys(asha ?? {}).sort()).toEqual(['_id', 'blocked', 'contact', 'email', 'fname', 'position']);
    expect(asha).toEqual({ _id: expect.any(String), fname: student.fname, email: student.email, contact: student.contact, position: 'student', blocked: false });
    expect(body).not.toMatch(/scrypt|password|hash|session|otp|code/i);
    expect(body).not.toContain(student.password);
  });

  it('says which students are blocked', async () => {
    const ben = await t.createUser('student', account('Ben', 'ben@school.test'));
    await t.store.users.setBlocked(ben._id, true, new Date());
    expect((await students()).map((one) => [one.fname, one.blocked])).toEqual([
      ['Asha', false],
      ['Ben', true],
    ]);
  });

  it('answers an empty list when no student has signed up', async () => {
    const fresh = await startTestApi();
    try {
      const token = await fresh.tokenFor('tutor');
      expect(await (await fresh.request('GET', PATH, undefined, token)).json()).toEqual({ students: [] });
    } finally {
      await fresh.close();
    }
  });
});
