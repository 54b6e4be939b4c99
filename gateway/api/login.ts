import { Hono } from 'hono';
import { loginSchema } from '../../contract/validation/auth.ts';
import { authApiMessages, waitText } from '../../contract/strings/auth.ts';
import { loginMessages } from '../../contract/strings/validation.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import { hashToCheck, verifyPassword } from '../auth/password.ts';
import { issueToken } from '../auth/token.ts';
import type { Position } from '../db/index.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail, failTooMany } from './errors.ts';
import { setFileCookie } from './file-cookie.ts';
import { loginThrottle } from './throttles.ts';
import { jsonBody } from './validate.ts';

/** `POST /student/login`, `POST /tutor/login` and `POST /guardian/login`: a token for the right role and password. */
export function loginRoutes(deps: ApiDeps) {
  const throttle = loginThrottle(deps.store, deps.limits ?? DEFAULT_LIMITS);
  const app = new Hono<ApiEnv>();
  for (const position of ['student', 'tutor', 'guardian'] as const satisfies Position[]) {
    app.post(`/${position}/login`, jsonBody(loginSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      const claim = await throttle.claim(email, c.var.clientIp);
      if (!claim.allowed) {
        // Once a window, not at every knock: the log must not grow with the attack it records.
        if (claim.firstRefusal) await c.var.audit('login.throttled', { actor: email });
        failTooMany(claim.retryAfterMs, authApiMessages.loginThrottled(waitText.minutes(claim.retryAfterMs)));
      }
      const found = await deps.store.users.findCredentials(email);
      const passwordMatches = await verifyPassword(password, hashToCheck(found?.passwordHash));
      if (!found || !passwordMatches || found.user.position !== position) {
        await c.var.audit('login.failed', { actor: email, target: `${position} login` });
        if (await throttle.failed(email, claim)) await c.var.audit('login.locked', { actor: email });
        fail(400, loginMessages.wrongDetails);
      }
      await throttle.succeeded(email, c.var.clientIp);
      // Told only to someone who knows the password, so it reveals nothing to others.
      if (found.user.blocked) {
        await c.var.audit('login.refused-blocked', { actor: email });
        fail(401, loginMessages.blocked);
      }
      await c.var.audit('login', { actor: email, target: `${position} login` });
      const token = issueToken(found.user, found.sessionVersion, deps.secret, deps.now());
      setFileCookie(c, token, deps);
      return compressedJson(c, { token });
    });
  }
  return app;
}
