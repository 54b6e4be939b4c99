import { Hono } from 'hono';
import { authApiMessages, waitText } from '../../contract/strings/auth.ts';
import { passwordChangeMessages } from '../../contract/strings/validation.ts';
import { passwordChangeSchema } from '../../contract/validation/password.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { issueToken } from '../auth/token.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import type { User } from '../db/index.ts';
import { GUARDIAN_AREA, STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail, failTooMany } from './errors.ts';
import { setFileCookie } from './file-cookie.ts';
import { loginThrottle } from './throttles.ts';
import { jsonBody } from './validate.ts';

/** The areas whose users change their own password here; the role is the area prefix's guard. */
const PASSWORD_AREAS = [STUDENT_AREA, TUTOR_AREA, GUARDIAN_AREA] as const;

/**
 * `PUT /{role}/home/password` `{current, password}`: the signed-in user changes their own
 * password and gets `{token}`. Every other session ends (the session version moves on); the
 * answered token carries the new version, so this one goes on. The current password is checked
 * under the login's own allowances (the same counts per address and per account), so guessing it
 * here is no easier than at the login; a wrong one is 400 and changes nothing.
 *
 * @param deps the store, the signing secret, the clock and the limits
 * @example api.route('/', passwordRoutes(deps))
 */
export function passwordRoutes(deps: ApiDeps) {
  const throttle = loginThrottle(deps.store, deps.limits ?? DEFAULT_LIMITS);
  const app = new Hono<ApiEnv>();

  for (const area of PASSWORD_AREAS) {
    app.put(`${area}/password`, jsonBody(passwordChangeSchema), async (c) => {
      const { current, password } = c.req.valid('json');
      const me = c.var.user;
      const claim = await throttle.claim(me.email, c.var.clientIp);
      if (!claim.allowed) {
        // Once a window, as the login does: the log must not grow with the guessing it records.
        if (claim.firstRefusal) await c.var.audit('password.throttled');
        failTooMany(claim.retryAfterMs, authApiMessages.passwordThrottled(waitText.minutes(claim.retryAfterMs)));
      }
      if (!(await currentMatches(deps, me, current))) {
        await c.var.audit('password.change-failed');
        if (await throttle.failed(me.email, claim)) await c.var.audit('login.locked');
        fail(400, passwordChangeMessages.currentWrong);
      }
      await throttle.succeeded(me.email, c.var.clientIp);
      const passwordHash = await hashPassword(password);
      const { user, sessionVersion } = await deps.store.transaction(async (tx) => {
        const changed = await tx.users.setPasswordById(me._id, passwordHash, deps.now());
        // Read in the same transaction, so the token answered carries the version just set.
        const session = await tx.users.findForSession(me._id);
        // The account went between the guard's check and now.
        if (!changed || !session) fail(401, authApiMessages.loginAgain);
        await c.var.audit('password.change', { target: `${session.user.position} ${session.user._id}` }, tx);
        return session;
      });
      const token = issueToken(user, sessionVersion, deps.secret, deps.now());
      setFileCookie(c, token, deps);
      return compressedJson(c, { token });
    });
  }

  return app;
}

/** Whether `current` is the signed-in user's password now; an address edited since the guard's read matches nothing. */
async function currentMatches(deps: ApiDeps, me: User, current: string): Promise<boolean> {
  const found = await deps.store.users.findCredentials(me.email);
  return found?.user._id === me._id && (await verifyPassword(current, found.passwordHash));
}
