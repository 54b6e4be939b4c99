import { Hono } from 'hono';
import type { User } from '../db/index.ts';
import { TUTOR_AREA } from './area-guards.ts';
import type { ApiDeps, ApiEnv } from './context.ts';

/**
 * The tutor's students (spec §7): `{students}`, by name, students only. The tutor's role is the
 * area prefix's guard.
 *
 * @param deps the store
 * @example api.route('/', studentsRoutes(deps))
 */
export function studentsRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();

  app.get(`${TUTOR_AREA}/students`, async (c) => {
    const students = await deps.store.users.listByPosition('student');
    return c.json({ students: students.map(toWire) });
  });

  return app;
}

/** Field by field, so whatever a user later carries reaches the wire only when added here. */
function toWire(user: User): User {
  return { _id: user._id, fname: user.fname, email: user.email, contact: user.contact, position: user.position, blocked: user.blocked };
}
