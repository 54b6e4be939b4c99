import { createMiddleware } from 'hono/factory';

/**
 * Headers every API answer carries: `no-store`, since answers hold tokens and personal data
 * that no browser or proxy cache should keep, and `WWW-Authenticate: Bearer` on a 401, which
 * names the scheme the client must use.
 *
 * @example api.use(apiResponseHeaders())
 */
export function apiResponseHeaders() {
  return createMiddleware(async function apiResponseHeadersMiddleware(c, next) {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    if (c.res.status === 401) c.res.headers.set('WWW-Authenticate', 'Bearer');
  });
}
