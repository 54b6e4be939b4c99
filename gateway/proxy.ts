import { Hono } from 'hono';
import { proxy } from 'hono/proxy';

/**
 * Forwards everything under `/api` to `base` (the path after `/api` appended, the query
 * kept, bodies streamed both ways). Only `base` is ever contacted. An unreachable server
 * answers 502 and a slow one 504, both as `{message}`, and the gateway stays up.
 *
 * @param base the upstream API, e.g. `https://api.school.example/v1`
 * @param timeoutMs how long to wait for the upstream's answer
 * @example gateway.route('/api', apiProxy(new URL('http://127.0.0.1:5000'), 30000))
 */
export function apiProxy(base: URL, timeoutMs: number) {
  const prefix = base.origin + base.pathname.replace(/\/+$/, '');
  const forward = new Hono();
  forward.all('*', async (c) => {
    const url = new URL(c.req.url);
    const target = new URL(prefix + url.pathname + url.search);
    if (target.origin !== base.origin) return c.json({ message: 'Bad API path' }, 400);
    try {
      // From the raw request the helper copies headers without the hop-by-hop ones.
      return await proxy(target, { raw: c.req.raw, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      console.error(`API upstream ${timedOut ? 'timed out' : 'unreachable'}: ${c.req.method} ${target.pathname}`);
      return timedOut
        ? c.json({ message: 'The school server took too long to answer. Please try again.' }, 504)
        : c.json({ message: 'The school server cannot be reached. Please try again later.' }, 502);
    }
  });
  return forward;
}
