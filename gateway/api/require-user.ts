import { createMiddleware } from 'hono/factory';
import { authApiMessages } from '../../src/strings/auth.ts';
import { loginMessages } from '../../src/strings/validation.ts';
import { readVerifiedToken } from '../auth/token.ts';
import type { Position } from '../db/index.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail } from './errors.ts';

/**
 * Lets a request through only with a valid bearer token of a user who still exists, is not
 * blocked and has not changed password since, checked on every call so a block takes effect
 * at once; with `position`,
 * only that role (403 for the other).
 *
 * @param deps the API's store and signing secret
 * @param position the role the route is for; any role when omitted
 * @example app.use('/tutor/home/*', requireUser(deps, 'tutor'))
 */
export function requireUser(deps: Pick<ApiDeps, 'store' | 'secret'>, position?: Position) {
  return createMiddleware<ApiEnv>(async function requireUserMiddleware(c, next) {
    const header = c.req.header('Authorization') ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const claims = token ? await readVerifiedToken(token, deps.secret) : null;
    const found = claims ? await deps.store.users.findForSession(claims.aud) : undefined;
    // A token from before the latest password change belongs to a session that has ended.
    const current = found && claims && claims.iat >= Math.floor(found.passwordChangedAt.getTime() / 1000);
    if (!found || !current) fail(401, authApiMessages.loginAgain);
    const { user } = found;
    if (user.blocked) fail(401, loginMessages.blocked);
    if (position && user.position !== position) fail(403, authApiMessages.wrongArea);
    c.set('user', user);
    await next();
  });
}
