import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFilesFirst } from './node-listener.ts';
import type { SiteFile } from './site-files.ts';
import { staticSite } from './static-site.ts';

let server: Server;
let base: string;
const passedOn: string[] = [];

const page: SiteFile = {
  contentType: 'text/html; charset=utf-8',
  immutable: false,
  plain: { body: new TextEncoder().encode('<h1>LOGIN</h1>'), etag: '"login"' },
  copies: {},
};

beforeAll(async () => {
  const site = staticSite(new Map([['/student/login', page]]), { 'x-frame-options': 'DENY' });
  server = createServer(
    builtFilesFirst(site, (incoming, outgoing) => {
      passedOn.push(`${incoming.method} ${incoming.url}`);
      outgoing.writeHead(418).end('rest of the app');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A raw request, so HEAD and 304 arrive as the server wrote them. */
function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const outgoing = httpRequest(`${base}${path}`, { method, headers }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('builtFilesFirst', () => {
  it('writes a built file from memory, ignoring the query', async () => {
    const answer = await send('GET', '/student/login?from=mail');
    expect(answer).toMatchObject({ status: 200, body: '<h1>LOGIN</h1>' });
    expect(answer.headers).toMatchObject({ etag: '"login"', 'x-frame-options': 'DENY', 'content-length': '14' });
  });

  it('answers 304 to a browser that has the page, and HEAD without a body', async () => {
    expect(await send('GET', '/student/login', { 'If-None-Match': '"login"' })).toMatchObject({ status: 304, body: '' });
    expect(await send('HEAD', '/student/login')).toMatchObject({ status: 200, body: '' });
  });

  it('passes everything else on', async () => {
    passedOn.length = 0;
    expect((await send('GET', '/api/session')).status).toBe(418);
    expect((await send('POST', '/student/login')).status).toBe(418);
    expect(passedOn).toEqual(['GET /api/session', 'POST /student/login']);
  });
});
