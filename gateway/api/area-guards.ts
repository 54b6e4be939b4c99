import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { authApiMessages } from '../../contract/strings/auth.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail } from './errors.ts';
import { requireUser } from './require-user.ts';

/** The tutor's area: every call needs a tutor's token. */
export const TUTOR_AREA = '/tutor/home';
/** The student's area: every call needs a student's token, except the shared reading below. */
export const STUDENT_AREA = '/student/home';
/** The guardian's area: every call needs a guardian's token, and names one of their children. */
export const GUARDIAN_AREA = '/guardian/home';

/**
 * Content lists a student reads that a tutor may read too: tutors see all of it anyway, and the
 * product's tutor dashboard reads `/student/home/events`. Profiles and attendance stay per role.
 */
export const SHARED_READING: readonly string[] = ['assignments', 'notes', 'announcements', 'events', 'photos'];

/** The content lists a guardian reads of each child (school-model.md), at `/guardian/home/children/{id}/{kind}`. */
export const GUARDIAN_READING: readonly string[] = ['assignments', 'announcements', 'events'];

/**
 * Guards the three areas by path prefix, once, before any area's routes: no route added under them
 * can forget its role check (the role-guard walk in area-guards.test.ts proves it for every route).
 *
 * @param api the API app, before its area routes are added
 * @param deps the store, secret and clock the checks use
 * @example guardAreas(api, deps); api.route('/', assignmentsRoutes(deps));
 */
export function guardAreas(api: Hono<ApiEnv>, deps: Pick<ApiDeps, 'store' | 'secret' | 'now'>): void {
  const tutor = requireUser(deps, 'tutor');
  const student = requireUser(deps, 'student');
  const anyone = requireUser(deps);
  const guardian = requireUser(deps, 'guardian');
  for (const prefix of [TUTOR_AREA, `${TUTOR_AREA}/*`]) api.use(prefix, tutor);
  for (const prefix of [GUARDIAN_AREA, `${GUARDIAN_AREA}/*`]) api.use(prefix, guardian);
  // Matched by route, not by comparing `c.req.path`: that path carries whatever prefix the API is mounted at.
  for (const area of SHARED_READING) {
    api.use(
      `${STUDENT_AREA}/${area}`,
      createMiddleware<ApiEnv>(async function sharedReadingGuard(c, next) {
        const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
        if (!reading) return student(c, next);
        // Students and tutors only: a guardian reads a child's lists in their own area, never the school's.
        return anyone(c, async () => {
          if (c.var.user.position === 'guardian') fail(403, authApiMessages.wrongArea);
          await next();
        });
      }),
    );
  }
  for (const prefix of [STUDENT_AREA, `${STUDENT_AREA}/*`]) {
    api.use(
      prefix,
      createMiddleware<ApiEnv>(async function studentAreaGuard(c, next) {
        // The shared reading guard above has checked this request already.
        return c.get('user') ? next() : student(c, next);
      }),
    );
  }
}
