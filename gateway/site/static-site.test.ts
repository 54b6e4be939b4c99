import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteFiles } from './site-files.ts';
import { staticSite, type SiteRequest, type StaticSite } from './static-site.ts';

let distDir: string;
let site: StaticSite;
const PROTECTIVE = { 'x-frame-options': 'DENY' };

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'studyhall-site-'));
  mkdirSync(join(distDir, 'student', 'login'), { recursive: true });
  mkdirSync(join(distDir, 'student', 'home'), { recursive: true });
  mkdirSync(join(distDir, '_astro'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<h1>Tutor or Student?</h1>');
  writeFileSync(join(distDir, 'student', 'login', 'index.html'), '<h1>LOGIN</h1>');
  writeFileSync(join(distDir, 'student', 'login', 'index.html.br'), 'brotli bytes');
  writeFileSync(join(distDir, 'student', 'login', 'index.html.gz'), 'gzip bytes');
  writeFileSync(join(distDir, 'student', 'home', 'index.html'), 'shadowed by a redirect');
  writeFileSync(join(distDir, '_astro', 'island.abc123.js'), 'export {}');
  writeFileSync(join(distDir, '404.html'), '<h1>Page not found</h1>');
  site = staticSite(await loadSiteFiles(distDir), PROTECTIVE);
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const get = (path: string, more: Partial<SiteRequest> = {}) => site.answer({ method: 'GET', path, ...more });
const text = (body: Uint8Array | null | undefined) => new TextDecoder().decode(body ?? undefined);

describe('staticSite', () => {
  it.each(['/student/login', '/student/login/', '/student/login/index.html'])('answers a page at %s', (path) => {
    const answer = get(path);
    expect(answer?.status).toBe(200);
    expect(text(answer?.body)).toBe('<h1>LOGIN</h1>');
    expect(answer?.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'content-length': '14', 'cache-control': 'no-cache', vary: 'Accept-Encoding', 'x-frame-options': 'DENY' });
  });

  it('answers the landing page at / and keeps the 404 page for unknown addresses', () => {
    expect(text(get('/')?.body)).toBe('<h1>Tutor or Student?</h1>');
    expect(get('/no/such/page')).toBeUndefined();
    expect(site.notFoundPage()).toBe('<h1>Page not found</h1>');
  });

  it('sends the copy the browser takes, each with its own validator', () => {
    const plain = get('/student/login');
    const brotli = get('/student/login', { acceptEncoding: 'gzip, br' });
    const gzip = get('/student/login', { acceptEncoding: 'gzip' });
    expect(text(brotli?.body)).toBe('brotli bytes');
    expect(brotli?.headers['content-encoding']).toBe('br');
    expect(text(gzip?.body)).toBe('gzip bytes');
    expect(gzip?.headers['content-encoding']).toBe('gzip');
    expect(plain?.headers['content-encoding']).toBeUndefined();
    expect(new Set([plain?.headers.etag, brotli?.headers.etag, gzip?.headers.etag]).size).toBe(3);
  });

  it('answers 304 without a body when the browser has the same copy', () => {
    const etag = get('/student/login', { acceptEncoding: 'br' })?.headers.etag;
    const again = get('/student/login', { acceptEncoding: 'br', ifNoneMatch: etag });
    expect(again?.status).toBe(304);
    expect(again?.body).toBeNull();
    expect(again?.headers).toMatchObject({ etag, 'cache-control': 'no-cache', 'x-frame-options': 'DENY' });
    expect(again?.headers['content-length']).toBeUndefined();
  });

  it.each([
    ['a list naming it', (etag: string) => `"other", ${etag}`],
    ['its weak form', (etag: string) => `W/${etag}`],
    ['*', () => '*'],
  ])('takes %s as a match', (_name, header) => {
    const etag = get('/student/login')?.headers.etag ?? '';
    expect(get('/student/login', { ifNoneMatch: header(etag) })?.status).toBe(304);
  });

  it('sends the whole file when the validator is another copy\'s or stale', () => {
    const gzipTag = get('/student/login', { acceptEncoding: 'gzip' })?.headers.etag;
    expect(get('/student/login', { acceptEncoding: 'br', ifNoneMatch: gzipTag })?.status).toBe(200);
    expect(get('/student/login', { ifNoneMatch: '"stale"' })?.status).toBe(200);
  });

  it('answers HEAD with the headers only', () => {
    const head = site.answer({ method: 'HEAD', path: '/student/login' });
    expect(head?.status).toBe(200);
    expect(head?.body).toBeNull();
    expect(head?.headers['content-length']).toBe('14');
  });

  it('leaves other methods, and addresses that redirect, to the rest of the app', () => {
    expect(site.answer({ method: 'POST', path: '/student/login' })).toBeUndefined();
    expect(get('/student/home')).toBeUndefined();
    expect(get('/student/home/')).toBeUndefined();
  });

  it('lets browsers keep built assets for good, without a Vary for files that have no copies', () => {
    const asset = get('/_astro/island.abc123.js');
    expect(asset?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset?.headers['content-type']).toMatch(/javascript/);
    expect(asset?.headers.vary).toBeUndefined();
  });
});
