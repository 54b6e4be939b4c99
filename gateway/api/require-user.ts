import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { authApiMessages } from '../../contract/strings/auth.ts';
import { loginMessages } from '../../contract/strings/validation.ts';
import { verifiedTokens } from '../auth/verified-tokens.ts';
import type { Position } from '../db/index.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail } from './errors.ts';
import { readFileCookie } from './file-cookie.ts';

export interface RequireUserOptions {
  /** Also accept the file cookie (`GET /uploads/…`, fetched by `<a>` and `<img>`, which send no header). */
  fileCookie?: boolean;
}

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerToken(c: Context): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
}

/**
 * Lets a request through only with a valid bearer token of a user who still exists, is not
 * blocked, and whose session version is still the token's (a password change, a block or a
 * logout everywhere bumps it), checked in the database on every call so each takes effect at
 * once; a token's signature is verified once, the first time it is seen. With `position`, only
 * that role (403 for the other).
 *
 * @param deps the API's store, signing secret and clock
 * @param position the role the route is for; any role when omitted
 * @param options where else the token may come from
 * @example app.use('/tutor/home/*', requireUser(deps, 'tutor'))
 */
export function requireUser(deps: Pick<ApiDeps, 'store' | 'secret' | 'now'>, position?: Position, options: RequireUserOptions = {}) {
  const claimsOf = verifiedTokens(deps.secret);
  return createMiddleware<ApiEnv>(async function requireUserMiddleware(c, next) {
    const token = bearerToken(c) ?? (options.fileCookie ? readFileCookie(c) : undefined);
    const claims = token ? claimsOf(token, deps.now()) : null;
    const found = claims ? await deps.store.users.findForSession(claims.aud) : undefined;
    if (!claims || !found) fail(401, authApiMessages.loginAgain);
    // Before the version check: a blocked student's shell must say why it was signed out.
    if (found.user.blocked) fail(401, loginMessages.blocked);
    if (claims.sv !== found.sessionVersion) fail(401, authApiMessages.loginAgain);
    if (position && found.user.position !== position) fail(403, authApiMessages.wrongArea);
    c.set('user', found.user);
    await next();
  });
}
