import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Profile } from '../../contract/records/user.ts';
import * as z from 'zod/mini';
import { accountLanguage } from '../../contract/validation/languages.ts';
import { studentProfileSchema, userDetailsSchema } from '../../contract/validation/profile.ts';
import { authApiMessages } from '../../contract/strings/auth.ts';
import { userDetailsMessages } from '../../contract/strings/validation.ts';
import { issueToken } from '../auth/token.ts';
import type { User } from '../db/index.ts';
import { STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail, refuseTakenEmail } from './errors.ts';
import { setFileCookie } from './file-cookie.ts';
import { jsonBody } from './validate.ts';

/**
 * Each role's profile: where it lives and the form's own schema. The student's form has the
 * product's messages (spec §5); the tutor's shows required fields only.
 */
const PROFILES = [
  { area: STUDENT_AREA, schema: withLanguage(studentProfileSchema) },
  { area: TUTOR_AREA, schema: withLanguage(userDetailsSchema) },
] as const;

/** A profile may carry the account's own language (school-model.md); left out, it stays as it is. */
function withLanguage<Shape extends z.core.$ZodLooseShape>(schema: z.ZodMiniObject<Shape>) {
  return z.extend(schema, { language: z.optional(accountLanguage) });
}

/**
 * Profiles (spec §7), the same for both roles: `GET /{role}/home/profile?id=…` answers
 * `{user}`, and `PUT /{role}/home/profile/{id}` `{name, contact, email, language?}` changes it and answers
 * `{user, token}`, the token fresh so the shell shows the new name (same session). A user reads
 * and changes only their own: another id is 403 and carries nothing of that account. The role
 * is the area prefix's guard.
 *
 * @param deps the store, the signing secret and the clock
 * @example api.route('/', profileRoutes(deps))
 */
export function profileRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();

  for (const { area, schema } of PROFILES) {
    app.get(`${area}/profile`, ownProfileOnly((c) => c.req.query('id')), (c) => compressedJson(c, { user: toProfile(c.var.user) }));

    app.put(`${area}/profile/:id`, ownProfileOnly((c) => c.req.param('id')), jsonBody(schema), async (c) => {
      const { name, email, contact, language } = c.req.valid('json');
      const me = c.var.user;
      const { user, sessionVersion } = await refuseTakenEmail(
        deps.store.transaction(async (tx) => {
          const changed = await tx.users.updateDetails(me._id, me.position, { fname: name, email, contact }, deps.now());
          if (changed && language !== undefined) await tx.users.setLanguage(me._id, language, deps.now());
          // Read in the same transaction: a logout racing this edit cannot be undone by the token answered.
          const session = await tx.users.findForSession(me._id);
          // The account went between the guard's check and now.
          if (!changed || !session) fail(401, authApiMessages.loginAgain);
          await c.var.audit('profile.edit', { target: `${changed.position} ${changed._id} "${changed.fname}"` }, tx);
          return session;
        }),
      );
      const token = issueToken(user, sessionVersion, deps.secret, deps.now());
      setFileCookie(c, token, deps);
      return compressedJson(c, { user: toProfile(user), token });
    });
  }

  return app;
}

/**
 * Lets the request through only when the id it names is the caller's own: the first check of
 * every profile call, before the body is read. A missing id is 400; another's is 403.
 *
 * @param idOf where the request names the profile
 * @example app.get('/student/home/profile', ownProfileOnly((c) => c.req.query('id')), handler)
 */
function ownProfileOnly(idOf: (c: Context<ApiEnv>) => string | undefined) {
  return createMiddleware<ApiEnv>(async function ownProfileOnlyMiddleware(c, next) {
    const id = idOf(c);
    if (!id) fail(400, userDetailsMessages.idRequired);
    if (id !== c.var.user._id) fail(403, userDetailsMessages.notYours);
    await next();
  });
}

/** Field by field: a profile never carries `blocked`, a hash or anything added to users later. A student's carries their admission number; a tutor's whether they are an admin. */
function toProfile(user: User): Profile {
  // The area guards let only students and tutors in: a guardian has no profile here.
  if (user.position === 'guardian') fail(403, authApiMessages.wrongArea);
  const own = user.position === 'student' ? { admissionNo: user.admissionNo } : { admin: user.admin === true };
  return { _id: user._id, fname: user.fname, email: user.email, position: user.position, contact: user.contact, ...own, language: user.language ?? null };
}
