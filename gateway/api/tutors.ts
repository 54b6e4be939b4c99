import { Hono } from 'hono';
import type { User } from '../db/index.ts';
import { TUTOR_AREA } from './area-guards.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { keptAnswer } from './kept-answer.ts';
import { requireAdmin } from './require-admin.ts';

const PATH = `${TUTOR_AREA}/tutors`;

/** A tutor as the admin's pickers and lists show them. */
export type TutorEntry = Pick<User, '_id' | 'fname' | 'email' | 'admin' | 'blocked'>;

/**
 * The school's tutors (school-model.md), for its admins: `{tutors}` by name, each with whether
 * they run the school and whether they are blocked. What an admin picks a class's tutors from.
 *
 * @param deps the store
 * @example api.route('/', tutorsRoutes(deps))
 */
export function tutorsRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();

  // Made again only after a change to an account.
  app.get(
    PATH,
    requireAdmin,
    keptAnswer(deps.store, ['users'], async () => ({ tutors: (await deps.store.users.listByPosition('tutor')).map(toTutorEntry) })),
  );

  return app;
}

/** Field by field, so whatever a user later carries reaches the wire only when added here. */
function toTutorEntry(tutor: User): TutorEntry {
  return { _id: tutor._id, fname: tutor.fname, email: tutor.email, admin: tutor.admin === true, blocked: tutor.blocked };
}
