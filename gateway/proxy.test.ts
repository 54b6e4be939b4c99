import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiProxy } from './proxy.ts';

/** The proxy mounted under /api, as the gateway mounts it. */
function gatewayTo(upstream: URL, timeoutMs = 1000) {
  return new Hono().route('/api', apiProxy({ base: upstream, mountedAt: '/api', timeoutMs }));
}

/** An upstream API that echoes what reached it, or stalls on /slow. */
let upstream: Server;
let base: URL;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}

beforeAll(async () => {
  upstream = createServer((request, response) => {
    if (request.url?.startsWith('/v1/slow')) return void setTimeout(() => response.end('late'), 2000);
    if (request.url?.startsWith('/v1/moved')) {
      response.writeHead(307, { Location: 'http://127.0.0.1:9/elsewhere' });
      return void response.end();
    }
    if (request.url?.startsWith('/v1/trickle')) {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.write('first ');
      return void setTimeout(() => response.end('second'), 300);
    }
    readBody(request).then(
      (body) => {
        response.writeHead(201, { 'Content-Type': 'application/json', 'Proxy-Authenticate': 'Basic', 'X-Upstream': 'yes' });
        response.end(JSON.stringify({ method: request.method, url: request.url, headers: request.headers, body }));
      },
      (error: Error) => response.destroy(error),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`);
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

describe('API proxy (API_BASE)', () => {
  it('forwards method, path after /api, query, body and answer', async () => {
    const response = await gatewayTo(base).request('/api/student/login?x=1&y=two', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer abc' },
      body: '{"email":"a@b.test"}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('yes');
    const echo = (await response.json()) as Echo;
    expect(echo).toMatchObject({ method: 'POST', url: '/v1/student/login?x=1&y=two', body: '{"email":"a@b.test"}' });
    expect(echo.headers.authorization).toBe('Bearer abc');
    expect(echo.headers.host).toBe(base.host);
  });

  it('streams a multipart upload through unchanged', async () => {
    const form = new FormData();
    form.set('title', 'Worksheet');
    form.set('file', new Blob([new Uint8Array([0, 1, 2, 255])], { type: 'application/pdf' }), 'sheet.pdf');
    const request = new Request('http://gateway/api/tutor/home/notes', { method: 'POST', body: form });
    const sent = Buffer.from(await request.clone().arrayBuffer()).toString('latin1');
    const response = await gatewayTo(base).request(request);
    const echo = (await response.json()) as Echo;
    expect(echo.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(echo.body).toBe(sent);
  });

  it('drops hop-by-hop headers both ways', async () => {
    const response = await gatewayTo(base).request('/api/x', {
      headers: { 'Proxy-Authorization': 'Basic secret', TE: 'trailers', 'Keep-Alive': 'timeout=5' },
    });
    const echo = (await response.json()) as Echo;
    expect(echo.headers).not.toHaveProperty('proxy-authorization');
    expect(echo.headers).not.toHaveProperty('te');
    expect(echo.headers).not.toHaveProperty('keep-alive');
    expect(response.headers.has('proxy-authenticate')).toBe(false);
  });

  it('never leaves the configured server, whatever the path', async () => {
    const response = await gatewayTo(base).request('/api//evil.example/steal');
    const echo = (await response.json()) as Echo;
    expect(echo.url).toBe('/v1//evil.example/steal');
  });

  it('hands redirects back to the browser instead of following them', async () => {
    const response = await gatewayTo(base).request('/api/moved');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://127.0.0.1:9/elsewhere');
  });

  it('lets a slow body finish once the answer has begun', async () => {
    const response = await gatewayTo(base, 100).request('/api/trickle');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('first second');
  });

  it('answers 502 {message} when the upstream cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await gatewayTo(new URL(`http://127.0.0.1:${port}`)).request('/api/student/login');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 504 {message} when the upstream is too slow', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await gatewayTo(base, 100).request('/api/slow');
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });
});
