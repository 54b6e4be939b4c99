import { Hono } from 'hono';
import { loginSchema } from '../../src/lib/validation/auth.ts';
import { loginMessages } from '../../src/strings/validation.ts';
import { UNKNOWN_USER_HASH, verifyPassword } from '../auth/password.ts';
import { issueToken } from '../auth/token.ts';
import type { Position } from '../db/index.ts';
import type { ApiDeps } from './context.ts';
import { fail } from './errors.ts';
import { jsonBody } from './validate.ts';

/** `POST /student/login` and `POST /tutor/login`: a token for the right role and password. */
export function loginRoutes(deps: ApiDeps) {
  const app = new Hono();
  for (const position of ['student', 'tutor'] as const satisfies Position[]) {
    app.post(`/${position}/login`, jsonBody(loginSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      const found = await deps.store.users.findCredentials(email);
      // Unknown addresses are checked against a dummy hash, so timing reveals no accounts.
      const passwordMatches = await verifyPassword(password, found?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!found || !passwordMatches || found.user.position !== position) fail(400, loginMessages.wrongDetails);
      // Told only to someone who knows the password, so it reveals nothing to others.
      if (found.user.blocked) fail(401, loginMessages.blocked);
      return c.json({ token: await issueToken(found.user, deps.secret, deps.now()) });
    });
  }
  return app;
}
