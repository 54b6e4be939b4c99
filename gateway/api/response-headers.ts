import { createMiddleware } from 'hono/factory';

/**
 * Headers every API answer carries: `no-store` unless the route says otherwise, since answers hold tokens and personal data
 * that no browser or proxy cache should keep, and `WWW-Authenticate: Bearer` on a 401, which
 * names the scheme the client must use.
 *
 * @example api.use(apiResponseHeaders())
 */
export function apiResponseHeaders() {
  return createMiddleware(async function apiResponseHeadersMiddleware(c, next) {
    await next();
    // A route that set its own caching (an uploaded file, private and never changing) keeps it.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    if (c.res.status === 401) c.res.headers.set('WWW-Authenticate', 'Bearer');
  });
}
