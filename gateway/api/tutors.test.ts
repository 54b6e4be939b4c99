import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApiMessages } from '../../contract/strings/auth.ts';
import { startSignedInApi, tutor, type TestApi } from '../testing/api-harness.ts';

const PATH = '/tutor/home/tutors';

let t: TestApi;
/** The school's first tutor: its admin. */
let adminToken: string;
let studentToken: string;
beforeEach(async () => ({ t, tutorToken: adminToken, studentToken } = await startSignedInApi()));
afterEach(() => t.close());

describe('GET /tutor/home/tutors', () => {
  it('refuses a caller without a token (401), a student (403) and a tutor who is not an admin (403)', async () => {
    const teacherToken = await t.tokenFor('tutor', { ...tutor, email: 'bose@school.test' });
    expect((await t.request('GET', PATH)).status).toBe(401);
    expect((await t.request('GET', PATH, undefined, studentToken)).status).toBe(403);
    const refused = await t.request('GET', PATH, undefined, teacherToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: authApiMessages.adminOnly });
  });

  it('answers {tutors} by name, tutors only, each with exactly _id, fname, email, admin and blocked', async () => {
    const bose = await t.createUser('tutor', { ...tutor, fname: 'Mr Bose', email: 'bose@school.test' });
    await t.store.users.setBlocked(bose._id, true, new Date());
    const response = await t.request('GET', PATH, undefined, adminToken);
    expect(response.status).toBe(200);
    const body = await response.text();
    const admin = await t.store.users.findByEmail(tutor.email);
    expect(JSON.parse(body)).toEqual({
      tutors: [
        { _id: bose._id, fname: 'Mr Bose', email: 'bose@school.test', admin: false, blocked: true },
        { _id: admin?._id, fname: tutor.fname, email: tutor.email, admin: true, blocked: false },
      ],
    });
    expect(body).not.toMatch(/password|hash|session|contact/i);
  });
});
