import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageMessages } from '../../contract/strings/languages.ts';
import { readVerifiedToken } from '../auth/token.ts';
import { startSignedInApi, student, TEST_SECRET, tutor, type TestApi } from '../testing/api-harness.ts';
import { GUARDIAN_AREA, STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';

let t: TestApi;
let tutorToken: string;
let studentToken: string;

beforeEach(async () => {
  ({ t, tutorToken, studentToken } = await startSignedInApi());
});
afterEach(() => t.close());

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const response = await t.request(method, path, body, token);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const claimsOf = (token: unknown) => readVerifiedToken(String(token), TEST_SECRET, new Date());

describe("an account's own language", () => {
  it("follows the school's until chosen, and a choice comes back in a fresh token's claims", async () => {
    expect(await call('GET', `${STUDENT_AREA}/language`, undefined, studentToken)).toEqual({ status: 200, body: { language: null } });
    const chosen = await call('PUT', `${STUDENT_AREA}/language`, { language: 'ar' }, studentToken);
    expect(chosen.status).toBe(200);
    expect(chosen.body.language).toBe('ar');
    expect(claimsOf(chosen.body.token)).toMatchObject({ lang: 'ar', position: 'student', sv: claimsOf(studentToken)?.sv });
    expect((await call('GET', `${STUDENT_AREA}/language`, undefined, studentToken)).body).toEqual({ language: 'ar' });
    // The next login carries it too; back to the school's, the claim goes.
    expect(claimsOf(await t.login('student', student.email, student.password))?.lang).toBe('ar');
    const school = await call('PUT', `${STUDENT_AREA}/language`, { language: null }, studentToken);
    expect(school.body.language).toBeNull();
    expect(claimsOf(school.body.token)).not.toHaveProperty('lang');
    const trail = (await t.store.auditEvents.list({ since: new Date(0), actor: student.email })).map((event) => [event.action, event.target]);
    expect(trail).toEqual(expect.arrayContaining([['language.choose', 'ar'], ['language.choose', 'school']]));
  });

  it('is each role’s own, in its own area, and refused to other roles and to nobody', async () => {
    expect((await call('PUT', `${TUTOR_AREA}/language`, { language: 'hi' }, tutorToken)).status).toBe(200);
    expect((await t.store.users.findByEmail(tutor.email))?.language).toBe('hi');
    expect((await t.store.users.findByEmail(student.email))?.language).toBeUndefined();
    expect((await call('PUT', `${STUDENT_AREA}/language`, { language: 'hi' }, tutorToken)).status).toBe(403);
    expect((await call('PUT', `${GUARDIAN_AREA}/language`, { language: 'hi' }, studentToken)).status).toBe(403);
    expect((await call('PUT', `${TUTOR_AREA}/language`, { language: 'hi' })).status).toBe(401);
  });

  it.each([[{ language: 'fr' }], [{ language: 'English' }], [{}], [{ language: 1 }]])('refuses %j with the languages it may be', async (body) => {
    expect(await call('PUT', `${STUDENT_AREA}/language`, body, studentToken)).toMatchObject({ status: 400, body: { message: expect.stringContaining('العربية') } });
    expect(languageMessages.languageInvalid).toContain('हिन्दी');
    expect((await t.store.users.findByEmail(student.email))?.language).toBeUndefined();
  });

  it('may come with the profile, and the profile says it', async () => {
    const id = (await t.store.users.findByEmail(student.email))?._id ?? '';
    const details = { name: student.fname, email: student.email, contact: student.contact };
    const saved = await call('PUT', `${STUDENT_AREA}/profile/${id}`, { ...details, language: 'hi' }, studentToken);
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ language: 'hi' });
    expect(claimsOf(saved.body.token)?.lang).toBe('hi');
    // Left out, it stays.
    expect(((await call('PUT', `${STUDENT_AREA}/profile/${id}`, details, studentToken)).body.user as { language: unknown }).language).toBe('hi');
    expect((await call('PUT', `${STUDENT_AREA}/profile/${id}`, { ...details, language: 'xx' }, studentToken)).status).toBe(400);
  });
});
