import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../contract/strings/common.ts';
import { RETRY_AFTER_SECONDS } from './api/write-queue.ts';
import { shedWritesWhenFull } from './shed-writes.ts';

let full = false;
let server: Server;
let base: string;
beforeAll(async () => {
  const protective = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" };
  const next = shedWritesWhenFull({ isFull: () => full }, protective, (_incoming, outgoing) => {
    outgoing.writeHead(200, { 'Content-Type': 'text/plain' });
    outgoing.end('the app');
  });
  server = createServer(next);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const json = { 'Content-Type': 'application/json' };
const send = (method: string, path: string, headers: Record<string, string> = json, body: string | FormData | undefined = method === 'GET' ? undefined : '{"event":"Chess"}') =>
  fetch(`${base}${path}`, { method, headers, body });

describe('shedWritesWhenFull', () => {
  it('answers an area write 503 with Retry-After and the message from memory while the line is full', async () => {
    full = true;
    for (const [method, path] of [['POST', '/api/tutor/home/events'], ['PATCH', '/api/tutor/home/events'], ['DELETE', '/api/tutor/home/notes/n1'], ['PUT', '/api/student/home/profile/s1']]) {
      const response = await send(method as string, path as string);
      expect(response.status, `${method} ${path}`).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
      expect(await response.json()).toEqual({ message: serverMessages.busy });
    }
  });

  it('passes reads, uploads, logins and everything outside the areas even while the line is full', async () => {
    full = true;
    const upload = new FormData();
    upload.append('title', 'Week 3');
    const passing = [
      send('GET', '/api/tutor/home/events'),
      send('POST', '/api/tutor/home/notes', {}, upload),
      send('POST', '/api/student/login'),
      send('POST', '/api/student/signup'),
      send('DELETE', '/api/session'),
      send('GET', '/healthz'),
    ];
    for (const response of await Promise.all(passing)) expect(await response.text(), response.url).toBe('the app');
  });

  it('passes every write while the line has room', async () => {
    full = false;
    expect(await (await send('POST', '/api/tutor/home/events')).text()).toBe('the app');
  });
});
