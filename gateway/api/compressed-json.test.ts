import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compress-answers.ts';
import { compressedJson } from './compressed-json.ts';
import { COMPRESS_FROM_BYTES } from './compression.ts';

/** An app answering `value` through `compressedJson` at `/`, behind the API's compression as mounted. */
function appAnswering(value: unknown, status: 200 | 201 = 200) {
  const app = new Hono();
  app.use(compressAnswers());
  app.get('/', (c) => compressedJson(c, value, status));
  return app;
}

/** Over 1 KB of JSON, with names outside ASCII: their bytes outnumber their characters. */
const register = { date: '2026-11-24', entries: Array.from({ length: 40 }, (_, index) => ({ studentId: `s${index}`, fname: `आशा ${index}`, status: 'present', note: '' })) };
const registerText = JSON.stringify(register);

describe('compressedJson', () => {
  it('sends an answer of 1 KB or more in brotli to a browser and in gzip to a client that takes only gzip, with its status', async () => {
    for (const [acceptEncoding, encoding, decompress] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const sent = await appAnswering(register, 201).request('/', { headers: { 'Accept-Encoding': acceptEncoding } });
      expect(sent.status).toBe(201);
      expect(sent.headers.get('Content-Encoding')).toBe(encoding);
      expect(sent.headers.get('Content-Type')).toBe('application/json');
      expect(sent.headers.get('Vary')).toBe('Accept-Encoding');
      expect(decompress(Buffer.from(await sent.arrayBuffer())).toString('utf8')).toBe(registerText);
    }
  });

  it('sends it plain, its length in bytes said, to a client that takes no encoding', async () => {
    const sent = await appAnswering(register).request('/');
    expect(sent.headers.get('Content-Encoding')).toBeNull();
    expect(sent.headers.get('Content-Length')).toBe(String(Buffer.byteLength(registerText)));
    expect(Number(sent.headers.get('Content-Length'))).toBeGreaterThan(registerText.length);
    expect(await sent.json()).toEqual(register);
  });

  it(`sends an answer under ${COMPRESS_FROM_BYTES} bytes plain to a browser, as it was written`, async () => {
    const small = { user: { fname: 'आशा', position: 'student' } };
    const sent = await appAnswering(small).request('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(sent.headers.get('Content-Encoding')).toBeNull();
    expect(sent.headers.get('Vary')).toBe('Accept-Encoding');
    expect(sent.headers.get('Content-Length')).toBe(String(Buffer.byteLength(JSON.stringify(small))));
    expect(await sent.json()).toEqual(small);
  });

  it('answers HEAD without an encoding', async () => {
    const sent = await appAnswering(register).request('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('Content-Encoding')).toBeNull();
  });
});
