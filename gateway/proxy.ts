import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { serverMessages } from '../contract/strings/common.ts';

export interface ApiProxyOptions {
  /** The upstream API, e.g. `https://api.school.example/v1`. */
  base: URL;
  /** Where the gateway mounts this app; it is taken off the path before forwarding. */
  mountedAt: string;
  /** How long to wait for the upstream's answer to begin. */
  timeoutMs: number;
}

/**
 * Forwards every request to `base` (the path after the mount point appended, the query kept,
 * bodies streamed both ways). Only `base` is ever contacted: redirects go back to the browser
 * rather than being followed. An unreachable upstream answers 502 and a slow one 504, both as
 * `{message}`, and the gateway stays up.
 *
 * @param options the upstream, the mount point and the answer timeout
 * @example gateway.route('/api', apiProxy({ base: new URL('http://127.0.0.1:5000'), mountedAt: '/api', timeoutMs: 30000 }))
 */
export function apiProxy({ base, mountedAt, timeoutMs }: ApiProxyOptions) {
  const prefix = base.origin + base.pathname.replace(/\/+$/, '');
  const forward = new Hono();
  forward.all('*', async (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname.startsWith(mountedAt) ? url.pathname.slice(mountedAt.length) : url.pathname;
    const target = new URL(prefix + path + url.search);
    if (target.origin !== base.origin) return c.json({ message: serverMessages.invalidRequest }, 400);

    // The timer covers only the wait for the answer's head, so long uploads and downloads are not cut.
    const answerTimeout = new AbortController();
    const timer = setTimeout(() => answerTimeout.abort(), timeoutMs);
    try {
      return await proxy(target, {
        raw: c.req.raw,
        redirect: 'manual',
        // A visitor who leaves also cancels the upstream call.
        signal: AbortSignal.any([c.req.raw.signal, answerTimeout.signal]),
      });
    } catch {
      const timedOut = answerTimeout.signal.aborted;
      console.error(`API upstream ${timedOut ? 'timed out' : 'unreachable'}: ${c.req.method} ${target.pathname}`);
      return timedOut
        ? c.json({ message: serverMessages.upstreamSlow }, 504)
        : c.json({ message: serverMessages.upstreamDown }, 502);
    } finally {
      clearTimeout(timer);
    }
  });
  return forward;
}
