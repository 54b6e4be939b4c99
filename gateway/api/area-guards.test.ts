import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/api-harness.ts';
import { SHARED_READING, STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';

let t: TestApi;
let tokens: { student: string; tutor: string };
beforeAll(async () => {
  t = await startTestApi();
  tokens = { student: await t.tokenFor('student'), tutor: await t.tokenFor('tutor') };
});
afterAll(() => t.close());

/** Every route registered under either area, with its parameters filled in: later areas join by existing. */
function areaRoutes() {
  const seen = new Set<string>();
  return t.api.routes
    .filter((route) => route.method !== 'ALL' && (route.path.startsWith(`${TUTOR_AREA}/`) || route.path.startsWith(`${STUDENT_AREA}/`)))
    .map((route) => ({ method: route.method, path: route.path.replace(/:[^/]+/g, 'some-id') }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      return !seen.has(key) && seen.add(key);
    });
}

const isSharedReading = (method: string, path: string) => method === 'GET' && SHARED_READING.some((area) => path === `${STUDENT_AREA}/${area}`);

describe('role guards on the area prefixes', () => {
  it('finds the routes it walks', () => {
    const paths = areaRoutes().map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /tutor/home/assignments',
        'POST /tutor/home/assignments',
        'PUT /tutor/home/assignments/some-id',
        'PATCH /tutor/home/notes/some-id',
        'DELETE /tutor/home/notes/some-id',
        'GET /student/home/notes',
        // Calls naming their record in the body, not the path, are walked too.
        'PATCH /tutor/home/announcements',
        'DELETE /tutor/home/announcements/some-id',
        'GET /student/home/announcements',
        'PATCH /tutor/home/events',
        'GET /student/home/events',
        'GET /tutor/home/students',
        'PUT /tutor/home/students/some-id',
        'PATCH /tutor/home/students/some-id',
        'GET /student/home/profile',
        'PUT /student/home/profile/some-id',
        'GET /tutor/home/profile',
        'PUT /tutor/home/profile/some-id',
        'GET /tutor/home/attendence',
        'POST /tutor/home/attendence',
        'GET /tutor/home/attendence.csv',
        'GET /student/home/attendence',
        'GET /tutor/home/photos',
        'POST /tutor/home/photos',
        'PUT /tutor/home/photos/some-id',
        'PATCH /tutor/home/photos/some-id',
        'DELETE /tutor/home/photos/some-id',
        'GET /student/home/photos',
        'GET /student/home/submissions',
        'GET /student/home/news',
        'PUT /student/home/news/some-id',
      ]),
    );
  });

  it('refuses every route without a token, or with a bad one, with 401', async () => {
    for (const { method, path } of areaRoutes()) {
      for (const authorization of [undefined, 'Bearer not.a.token', 'Basic dXNlcjpwYXNz']) {
        const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
        const response = await t.api.request(path, { method, headers });
        expect(response.status, `${method} ${path} with ${authorization ?? 'no token'}`).toBe(401);
      }
    }
  });

  it('refuses the other role with 403, except the content lists a tutor may read', async () => {
    for (const { method, path } of areaRoutes()) {
      const other = path.startsWith(TUTOR_AREA) ? tokens.student : tokens.tutor;
      const response = await t.request(method, path, undefined, other);
      const expected = isSharedReading(method, path) ? 200 : 403;
      expect(response.status, `${method} ${path} with the other role's token`).toBe(expected);
    }
  });

  it('guards paths no route takes as well, so nothing under an area answers anonymously', async () => {
    for (const path of [`${TUTOR_AREA}/nothing-here`, `${STUDENT_AREA}/nothing-here`, TUTOR_AREA, STUDENT_AREA]) {
      expect((await t.api.request(path)).status, path).toBe(401);
    }
  });
});
