import { createMiddleware } from 'hono/factory';
import { authApiMessages } from '../../contract/strings/auth.ts';
import type { ApiEnv } from './context.ts';
import { fail } from './errors.ts';

/**
 * Lets through only a tutor who runs the school (`admin`), after the tutor area's guard has
 * found the caller (read from the database on this call, so a revoked admin is refused at once).
 *
 * @example app.post('/tutor/home/classes', requireAdmin, handler)
 */
export const requireAdmin = createMiddleware<ApiEnv>(async function requireAdminMiddleware(c, next) {
  if (c.var.user.admin !== true) fail(403, authApiMessages.adminOnly);
  await next();
});
