import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';
import type { ApiEnv } from './context.ts';

/** An app that answers the address the middleware found. */
function echo(trustProxy: number) {
  const app = new Hono<ApiEnv>();
  app.use(clientIp(trustProxy));
  app.get('/', (c) => c.text(c.var.clientIp));
  return app;
}

const ask = async (trustProxy: number, forwardedFor?: string) =>
  (await echo(trustProxy).request('/', { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} })).text();

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless told there is a proxy, since anyone can send it', async () => {
    expect(await ask(0, '203.0.113.7')).toBe('unknown');
  });

  it('behind one proxy takes the address that proxy appended, not what the client claimed', async () => {
    expect(await ask(1, '10.9.9.9, 203.0.113.7')).toBe('203.0.113.7');
  });

  it('behind two proxies takes the address the outer one saw', async () => {
    expect(await ask(2, '10.9.9.9, 203.0.113.7, 172.16.0.2')).toBe('203.0.113.7');
  });

  it('falls back to the connection for a missing or malformed header', async () => {
    expect(await ask(1)).toBe('unknown');
    expect(await ask(1, 'not-an-address')).toBe('unknown');
  });
});
