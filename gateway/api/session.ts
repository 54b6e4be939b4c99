import { Hono } from 'hono';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { clearFileCookie, setFileCookie } from './file-cookie.ts';
import { bearerToken, requireUser } from './require-user.ts';

/**
 * `GET /session`: the holder of a token, as the server sees them now. The shells ask it once a
 * page is idle, so a blocked or removed account is signed out at once; it also renews the file
 * cookie, so a browser that lost it (or logged in before it existed) can open files again.
 * `DELETE /session`: logs the holder out on every device and clears this browser's file cookie;
 * the logout button calls it.
 */
export function sessionRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();
  app.use('/session', requireUser(deps));
  app.get('/session', (c) => {
    const token = bearerToken(c);
    if (token) setFileCookie(c, token, deps);
    return compressedJson(c, { user: c.var.user });
  });
  app.delete('/session', async (c) => {
    await deps.store.users.endSessions(c.var.user._id);
    await c.var.audit('logout.everywhere');
    clearFileCookie(c, deps);
    return c.body(null, 204);
  });
  return app;
}
