import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { isPathUnder } from './path-under.ts';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

export interface SecurityHeadersOptions {
  /** Seconds browsers must keep to HTTPS for this site; 0 or unset sends no Strict-Transport-Security. */
  hstsMaxAge?: number;
  /** Paths answered with JSON (each with everything below it): they get a policy that allows nothing. */
  jsonPaths: readonly string[];
}

/** Pages carry their full policy in a <meta> (decision 005); the header adds what a <meta> cannot. */
const pagePolicy: SecureHeadersOptions['contentSecurityPolicy'] = { frameAncestors: ["'none'"] };
/** JSON is data: it loads nothing and is never shown in a frame. */
const jsonPolicy: SecureHeadersOptions['contentSecurityPolicy'] = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/**
 * Protective headers on every answer: Hono's defaults, no framing at all, no camera, microphone
 * or location, HSTS when asked for, and a Content-Security-Policy that depends on the path.
 *
 * @param options HSTS's max-age, and the paths that answer JSON
 * @example gateway.use(securityHeaders({ hstsMaxAge: 31536000, jsonPaths: ['/api', '/healthz'] }))
 */
export function securityHeaders({ hstsMaxAge = 0, jsonPaths }: SecurityHeadersOptions): MiddlewareHandler {
  const shared: SecureHeadersOptions = {
    // Sent only when the admin says the site is reached over HTTPS alone: a wrong one locks visitors out.
    strictTransportSecurity: hstsMaxAge > 0 ? `max-age=${hstsMaxAge}` : false,
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: false, microphone: false, geolocation: false },
  };
  const forPages = secureHeaders({ ...shared, contentSecurityPolicy: pagePolicy });
  const forJson = secureHeaders({ ...shared, contentSecurityPolicy: jsonPolicy });
  const answersJson = (path: string) => jsonPaths.some((prefix) => isPathUnder(path, prefix));
  return async function securityHeaders(c, next) {
    return answersJson(c.req.path) ? forJson(c, next) : forPages(c, next);
  };
}

/**
 * The headers `middleware` gives an answer at `path`, for answers prepared once and sent
 * before any middleware runs (the in-memory site): the policy stays written in one place.
 *
 * @param middleware the gateway's `securityHeaders(...)`
 * @param path an address the answers are for
 * @example const protective = await headersAddedBy(securityHeaders({ jsonPaths: ['/api'] }), '/')
 */
export async function headersAddedBy(middleware: MiddlewareHandler, path: string): Promise<Record<string, string>> {
  const probe = new Hono();
  probe.use(middleware);
  probe.get('*', (c) => c.body(null, 204));
  const answer = await probe.request(path);
  return Object.fromEntries(answer.headers);
}
