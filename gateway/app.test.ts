import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from './app.ts';
import { startTestApi, TEST_SECRET, type TestApi } from './testing/api-harness.ts';

let t: TestApi;
let distDir: string;

/** A small stand-in for Astro's build output. */
function writeSite(dir: string) {
  mkdirSync(join(dir, '_astro'), { recursive: true });
  mkdirSync(join(dir, 'student', 'login'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<h1>Tutor or Student?</h1>');
  writeFileSync(join(dir, 'student', 'login', 'index.html'), '<h1>LOGIN</h1>');
  writeFileSync(join(dir, 'student', 'login', 'index.html.br'), 'brotli bytes');
  writeFileSync(join(dir, '_astro', 'island.abc123.js'), 'export {}');
  writeFileSync(join(dir, '404.html'), '<h1>Page not found</h1>');
}

beforeAll(async () => {
  t = await startTestApi();
  distDir = mkdtempSync(join(tmpdir(), 'studyhall-dist-'));
  writeSite(join(distDir, 'en'));
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** A fresh gateway over the test API. */
function gateway(settings: { apiBase?: URL; hstsMaxAge?: number } = {}) {
  const api = { store: t.store, files: t.files, mailWorker: { wake: () => {} }, secret: TEST_SECRET, now: () => new Date() };
  return createGateway({ distDir, api, apiTimeoutMs: 1000, ...settings });
}

/** One request through a fresh gateway, as the server answers it. */
async function request(path: string, init?: RequestInit, settings: { apiBase?: URL; hstsMaxAge?: number } = {}) {
  const { app } = await gateway(settings);
  return app.request(path, init);
}

const NOTHING_ALLOWED = "default-src 'none'; frame-ancestors 'none'";

describe('gateway', () => {
  it('answers the health check once the database is open', async () => {
    const response = await request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it.each([
    ['/student/home', '/student/home/home'],
    ['/student/home/', '/student/home/home'],
    ['/tutor/home', '/tutor/home/home'],
    ['/home-student/home', '/student/home/home'],
  ])('redirects %s to %s over HTTP', async (path, target) => {
    const response = await request(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(target);
  });

  it('serves pages with revalidation and built assets for good', async () => {
    const page = await request('/student/login');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>LOGIN</h1>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await request('/_astro/island.abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('serves the build-time brotli copy to browsers that take it', async () => {
    const response = await request('/student/login', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
  });

  it('answers 304 with its protective headers when the browser already has the page', async () => {
    const etag = (await request('/student/login')).headers.get('etag') ?? '';
    const again = await request('/student/login', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-frame-options')).toBe('DENY');
    expect(again.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it('sets protective headers', async () => {
    const response = await request('/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
  });

  it.each(['/', '/student/login', '/no/such/page'])('forbids framing %s in a header, as a <meta> policy cannot', async (path) => {
    const response = await request(path);
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  it.each(['/api/student/login', '/api/no/such/call', '/healthz'])('gives the JSON of %s a policy that allows nothing', async (path) => {
    const response = await request(path, { method: path === '/healthz' ? 'GET' : 'POST' });
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(response.headers.get('content-security-policy')).toBe(NOTHING_ALLOWED);
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
  });

  it.each([undefined, 0])('sends no Strict-Transport-Security when hstsMaxAge is %s', async (hstsMaxAge) => {
    for (const path of ['/', '/healthz']) {
      expect((await request(path, undefined, { hstsMaxAge })).headers.has('strict-transport-security')).toBe(false);
    }
  });

  it('sends Strict-Transport-Security on every answer when hstsMaxAge is above 0', async () => {
    for (const path of ['/', '/_astro/island.abc123.js', '/healthz']) {
      expect((await request(path, undefined, { hstsMaxAge: 31536000 })).headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
  });

  it('answers unknown pages with the 404 page', async () => {
    const response = await request('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it.each(['/../package.json', '/%2e%2e/package.json', '/_astro/..%2f..%2fpackage.json'])('refuses to leave the site folder: %s', async (path) => {
    const response = await request(path);
    expect(response.status).toBe(404);
  });

  it('answers /api with the built-in API', async () => {
    const response = await request('/api/student/login', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Please enter both the fields', errors: {} });
  });

  it("lets a tutor read the student's content lists at /api, as the product's tutor dashboard reads its events", async () => {
    const tutorToken = await t.tokenFor('tutor');
    for (const area of ['assignments', 'notes', 'announcements', 'events', 'photos']) {
      const response = await request(`/api/student/home/${area}`, { headers: { Authorization: `Bearer ${tutorToken}` } });
      expect(response.status, area).toBe(200);
    }
    const profile = await request('/api/student/home/profile', { headers: { Authorization: `Bearer ${tutorToken}` } });
    expect(profile.status).toBe(403);
  });

  it('forwards /api to API_BASE when it is set, without the /api prefix', async () => {
    const upstream = createServer((request, response) => {
      response.setHeader('Content-Security-Policy', 'default-src *');
      response.end(JSON.stringify({ url: request.url }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    try {
      const base = new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}/school`);
      const response = await request('/api/student/login?next=1', { method: 'POST' }, { apiBase: base });
      expect(await response.json()).toEqual({ url: '/school/student/login?next=1' });
      expect(response.headers.get('content-security-policy')).toBe(NOTHING_ALLOWED);
    } finally {
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});

describe('the gateway after the built files (what Node answers past its own look-up of them)', () => {
  it('leaves the built files to the host in front', async () => {
    const { app, afterBuiltFiles } = await gateway();
    expect((await app.request('/student/login')).status).toBe(200);
    const left = await afterBuiltFiles.request('/student/login');
    expect(left.status).toBe(404);
    expect(await left.text()).toContain('Page not found');
  });

  it.each([
    ['the health check', '/healthz', {}],
    ['the API', '/api/session', { headers: { Authorization: 'Bearer nobody' } }],
    ['a refused API call', '/api/student/login', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } }],
    ['a redirect', '/student/home', {}],
    ['an unknown page', '/nowhere', {}],
  ])('answers %s as the whole app does, headers and all', async (_, path, init: RequestInit) => {
    const { app, afterBuiltFiles } = await gateway();
    const [whole, after] = [await app.request(path, init), await afterBuiltFiles.request(path, init)];
    expect(after.status).toBe(whole.status);
    expect(Object.fromEntries(after.headers)).toEqual(Object.fromEntries(whole.headers));
    expect(await after.text()).toBe(await whole.text());
  });
});
