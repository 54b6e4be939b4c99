import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from './context.ts';

/**
 * Finds the client's address for the limits and the audit log. X-Forwarded-For is believed
 * only behind `trustProxy` proxies; otherwise anyone could claim any address.
 *
 * @param trustProxy how many reverse proxies stand in front of the server (0: none)
 * @example api.use(clientIp(config.trustProxy))
 */
export function clientIp(trustProxy: number) {
  return createMiddleware<ApiEnv>(async function clientIpMiddleware(c, next) {
    c.set('clientIp', clientAddress(c, trustProxy));
    await next();
  });
}

function clientAddress(c: Context, trustProxy: number): string {
  const peer = peerAddress(c);
  if (trustProxy === 0) return peer;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  // Each proxy appends whom it heard from: `trustProxy` places from the end is what the outermost one saw.
  const claimed = forwarded.at(-trustProxy) ?? forwarded[0];
  return claimed && isIP(claimed) ? claimed : peer;
}

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests) have no socket.
    return 'unknown';
  }
}
