import { Hono } from 'hono';
import type { ApiDeps, ApiEnv } from './context.ts';
import { requireUser } from './require-user.ts';

/**
 * `GET /session`: the holder of a token, as the server sees them now. The shells ask it
 * once a page is idle, so a blocked or removed account is signed out at once.
 */
export function sessionRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();
  app.get('/session', requireUser(deps), (c) => c.json({ user: c.get('user') }));
  return app;
}
