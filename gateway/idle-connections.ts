import type { Server } from 'node:http';

/**
 * How long a connection stays open between requests: longer than the proxies a school puts in
 * front keep theirs (nginx's upstream `keepalive_timeout` and cloud load balancers' 60 s,
 * Caddy's 2 min). Node's own 5 s is shorter than each: a client that keeps its connections with
 * no timer of its own (a proxy, Playwright's request context) then sends a request on a
 * connection this server is closing, and sees it reset (a 502 behind a proxy). A connection idle
 * this long costs a socket and a few KB; a request still has `headersTimeout` (60 s) to arrive whole.
 */
export const IDLE_CONNECTION_MS = 125_000;

/**
 * `server`, keeping its idle connections open for `IDLE_CONNECTION_MS`; its answers say so (`Keep-Alive: timeout=125`).
 *
 * @example keepIdleConnections(createServer(options, listener))
 */
export function keepIdleConnections(server: Server): Server {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  return server;
}
