import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { digestMessages } from '../../contract/strings/digests.ts';
import { unsubscribeToken } from '../digests/unsubscribe-token.ts';
import { startSignedInApi, student, TEST_SECRET, type TestApi } from '../testing/api-harness.ts';
import { GUARDIAN_AREA, STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';

const PARENT = 'parent@home.test';
const PARENT_PASSWORD = 'Parent#2026';

let t: TestApi;
let tutorToken: string;
let studentToken: string;
let studentId: string;

beforeEach(async () => {
  ({ t, tutorToken, studentToken } = await startSignedInApi());
  studentId = (await t.store.users.findByEmail(student.email))?._id ?? 'missing';
});
afterEach(() => t.close());

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const response = await t.request(method, path, body, token);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** A guardian of the student, invited by a tutor and logged in with the password chosen through the invitation. */
async function guardianToken(): Promise<string> {
  expect((await t.request('POST', `${TUTOR_AREA}/students/${studentId}/guardians`, { email: PARENT, fname: 'Priya' }, tutorToken)).status).toBe(201);
  expect((await t.post('/invite/accept', { token: t.latestLinkToken(PARENT), password: PARENT_PASSWORD })).status).toBe(200);
  return t.login('guardian', PARENT, PARENT_PASSWORD);
}

describe('choosing a digest', () => {
  it("is a student's weekly one, off until turned on, and saved either way", async () => {
    expect(await call('GET', `${STUDENT_AREA}/digest`, undefined, studentToken)).toEqual({ status: 200, body: { kind: 'weekly', subscribed: false } });
    expect(await call('PUT', `${STUDENT_AREA}/digest`, { subscribed: true }, studentToken)).toEqual({ status: 200, body: { kind: 'weekly', subscribed: true } });
    expect((await call('GET', `${STUDENT_AREA}/digest`, undefined, studentToken)).body).toEqual({ kind: 'weekly', subscribed: true });
    // Twice is once.
    expect((await call('PUT', `${STUDENT_AREA}/digest`, { subscribed: true }, studentToken)).status).toBe(200);
    expect((await call('PUT', `${STUDENT_AREA}/digest`, { subscribed: false }, studentToken)).body).toEqual({ kind: 'weekly', subscribed: false });
    expect((await call('GET', `${STUDENT_AREA}/digest`, undefined, studentToken)).body).toEqual({ kind: 'weekly', subscribed: false });
    const actions = (await t.store.auditEvents.list({ since: new Date(0), actor: student.email })).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['digest.on', 'digest.off']));
  });

  it("is a guardian's daily one, in their own area", async () => {
    const token = await guardianToken();
    expect(await call('GET', `${GUARDIAN_AREA}/digest`, undefined, token)).toEqual({ status: 200, body: { kind: 'daily', subscribed: false } });
    expect(await call('PUT', `${GUARDIAN_AREA}/digest`, { subscribed: true }, token)).toEqual({ status: 200, body: { kind: 'daily', subscribed: true } });
    const parentId = (await t.store.users.findByEmail(PARENT))?._id ?? '';
    expect(await t.store.digests.chosen(parentId, 'daily')).toBe(true);
    // The student's choice is untouched.
    expect(await t.store.digests.chosen(studentId, 'weekly')).toBe(false);
  });

  it('is refused to other roles, to nobody, and with a body that is not a choice', async () => {
    const guardian = await guardianToken();
    for (const [path, token] of [
      [`${STUDENT_AREA}/digest`, tutorToken],
      [`${STUDENT_AREA}/digest`, guardian],
      [`${GUARDIAN_AREA}/digest`, studentToken],
      [`${GUARDIAN_AREA}/digest`, tutorToken],
    ] as const) {
      expect((await call('GET', path, undefined, token)).status).toBe(403);
      expect((await call('PUT', path, { subscribed: true }, token)).status).toBe(403);
    }
    expect((await call('GET', `${STUDENT_AREA}/digest`)).status).toBe(401);
    expect((await call('PUT', `${STUDENT_AREA}/digest`, { subscribed: 'yes' }, studentToken)).status).toBe(400);
    expect((await call('PUT', `${STUDENT_AREA}/digest`, {}, studentToken)).status).toBe(400);
    expect(await t.store.digests.chosen(studentId, 'weekly')).toBe(false);
  });
});

describe('unsubscribing without logging in', () => {
  const tokenOf = (userId: string, kind: 'weekly' | 'daily' = 'weekly') => unsubscribeToken(TEST_SECRET, { userId, kind });
  const unsubscribe = (method: 'GET' | 'POST', token: string, init: RequestInit = {}) => t.api.request(`/unsubscribe?token=${encodeURIComponent(token)}`, { method, ...init });

  beforeEach(async () => {
    expect((await call('PUT', `${STUDENT_AREA}/digest`, { subscribed: true }, studentToken)).status).toBe(200);
  });

  it('GET says which digest the link stops and changes nothing, however often a scanner opens it', async () => {
    for (let look = 0; look < 3; look++) {
      const response = await unsubscribe('GET', tokenOf(studentId));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ kind: 'weekly', subscribed: true });
    }
    expect(await t.store.digests.chosen(studentId, 'weekly')).toBe(true);
  });

  it("POST turns the digest off: the page's button, and a mail client's RFC 8058 one-click POST", async () => {
    const button = await unsubscribe('POST', tokenOf(studentId));
    expect(button.status).toBe(200);
    expect(await button.json()).toEqual({ kind: 'weekly', subscribed: false });
    expect(await t.store.digests.chosen(studentId, 'weekly')).toBe(false);

    expect((await call('PUT', `${STUDENT_AREA}/digest`, { subscribed: true }, studentToken)).status).toBe(200);
    const oneClick = await unsubscribe('POST', tokenOf(studentId), { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect((await call('GET', `${STUDENT_AREA}/digest`, undefined, studentToken)).body).toEqual({ kind: 'weekly', subscribed: false });
    const audit = await t.store.auditEvents.list({ since: new Date(0), actor: student.email });
    expect(audit.filter((event) => event.action === 'digest.unsubscribe').map((event) => event.target)).toEqual(['weekly', 'weekly']);
    // Nothing else of the account changed: the student still logs in.
    expect(await t.login('student', student.email, student.password)).toBeTruthy();
  });

  it('refuses a token that is none (400) and one that opens nothing (404), changing nothing', async () => {
    const good = tokenOf(studentId);
    for (const token of ['', 'weekly', good.slice(0, -1), `monthly.${studentId}.${good.split('.')[2] ?? ''}`, `${good}.more`]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await unsubscribe(method, token);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message: digestMessages.tokenMalformed });
      }
    }
    const forged = `weekly.${studentId}.${'A'.repeat(43)}`;
    const otherSecret = unsubscribeToken('another-secret-of-at-least-32-characters!', { userId: studentId, kind: 'weekly' });
    // A student's id with the guardians' digest: signed, but not a digest this account has.
    const wrongKind = tokenOf(studentId, 'daily');
    const gone = tokenOf('00000000-0000-4000-8000-000000000000');
    for (const token of [forged, otherSecret, wrongKind, gone]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await unsubscribe(method, token);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: digestMessages.tokenUnknown });
      }
    }
    expect(await t.store.digests.chosen(studentId, 'weekly')).toBe(true);
  });
});
