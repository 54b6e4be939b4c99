/**
 * Whether `path` is `prefix` itself or a path below it: `/api` and `/api/session` are under
 * `/api`, `/apidocs` is not. How the gateway tells whose a call is (the API's errors, its
 * headers) by the prefix it is mounted at.
 *
 * @example isPathUnder('/api/session', '/api') // true
 */
export function isPathUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
