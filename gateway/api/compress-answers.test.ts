import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileRecord } from '../../contract/records/file-record.ts';
import { formOf, startSignedInApi, type TestApi } from '../testing/api-harness.ts';
import { samplePdf, sampleText } from '../testing/sample-files.ts';
import { COMPRESS_FROM_BYTES } from './compression.ts';

let t: TestApi;
let tutorToken: string;
beforeEach(async () => ({ t, tutorToken } = await startSignedInApi()));
afterEach(() => t.close());

/** What Chrome sends. */
const BROWSER = 'gzip, deflate, br, zstd';
const get = (path: string, headers: Record<string, string> = {}) => t.request('GET', path, undefined, tutorToken, headers);

/** A class of `count` new students; answers where its roster is read: per call, not kept, and a few KB with 40 students. */
async function rosterOf(count: number): Promise<string> {
  const ids = await t.store.transaction(async (tx) => {
    const made: string[] = [];
    for (let index = 0; index < count; index += 1) {
      made.push((await tx.users.create({ fname: `Student ${index}`, email: `s${index}@school.test`, contact: '9876543210', position: 'student', passwordHash: 'x' }, new Date()))._id);
    }
    return made;
  });
  const classId = await t.store.classes.create('7A', [], new Date());
  await t.store.classes.setRoster(classId, ids);
  return `/tutor/home/classes/${classId}/students`;
}

async function uploaded(bytes: Buffer<ArrayBuffer>, name: string): Promise<FileRecord> {
  const response = await t.send('POST', '/tutor/home/notes', formOf({ date: '22/Nov/2026', title: 'Week 3', description: 'Read it.' }, { bytes, name }), tutorToken);
  expect(response.status).toBe(201);
  return (await response.json()) as FileRecord;
}

describe('compressed API answers', () => {
  it('sends an answer in brotli to a browser, in gzip to a client that takes only gzip, and plain to one that takes neither', async () => {
    const roster = await rosterOf(40);
    const plain = await get(roster);
    const text = await plain.text();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(text.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const cases = [
      [BROWSER, 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0.5, gzip', 'gzip', gunzipSync],
    ] as const;
    for (const [acceptEncoding, encoding, decompress] of cases) {
      const sent = await get(roster, { 'Accept-Encoding': acceptEncoding });
      expect(sent.status).toBe(200);
      expect(sent.headers.get('Content-Encoding')).toBe(encoding);
      expect(sent.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(sent.headers.get('Content-Length')).toBeNull();
      const bytes = Buffer.from(await sent.arrayBuffer());
      expect(bytes.length).toBeLessThan(text.length / 2);
      expect(decompress(bytes).toString('utf8')).toBe(text);
    }
    for (const refusing of ['identity', 'br;q=0, gzip;q=0', 'zstd']) {
      expect((await get(roster, { 'Accept-Encoding': refusing })).headers.get('Content-Encoding')).toBeNull();
    }
  });

  it('says Vary: Accept-Encoding on every JSON answer, compressed or plain, once', async () => {
    const roster = await rosterOf(40);
    for (const headers of [{ 'Accept-Encoding': BROWSER }, {}] as Array<Record<string, string>>) {
      for (const path of [roster, '/tutor/home/students?limit=50', '/session', '/tutor/home/students']) expect((await get(path, headers)).headers.get('Vary')).toBe('Accept-Encoding');
    }
  });

  it(`sends answers under ${COMPRESS_FROM_BYTES} bytes plain, even to a browser`, async () => {
    const session = await get('/session', { 'Accept-Encoding': BROWSER });
    expect(session.status).toBe(200);
    expect(session.headers.get('Content-Encoding')).toBeNull();
    const text = await session.text();
    expect(text.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(JSON.parse(text)).toMatchObject({ user: { position: 'tutor' } });
    // The file cookie the session renews survives the answer being made again.
    expect(session.headers.get('Set-Cookie')).toMatch(/^studyhall_files=/);
    const refused = await get('/nowhere', { 'Accept-Encoding': BROWSER });
    expect(refused.status).toBe(404);
    expect(refused.headers.get('Content-Encoding')).toBeNull();
  });

  it('never compresses a download: a text file, its byte ranges and a PDF go as stored, and 304 still answers a matching ETag', async () => {
    const text = Buffer.from(sampleText().toString('utf8').repeat(100));
    const auth = { Authorization: `Bearer ${tutorToken}`, 'Accept-Encoding': BROWSER };
    for (const [bytes, name] of [[text, 'reading.txt'], [samplePdf('Homework, week 3 '.repeat(200)), 'week3.pdf']] as const) {
      expect(bytes.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
      const record = await uploaded(bytes, name);
      const whole = await t.api.request(`/${record.filePath}`, { headers: auth });
      expect(whole.status).toBe(200);
      expect(whole.headers.get('Content-Encoding')).toBeNull();
      expect(whole.headers.get('Content-Length')).toBe(String(bytes.length));
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes);
      const etag = whole.headers.get('ETag') ?? '';
      // A strong ETag, as a stored file's is: quoted, not `W/"…"` (the name inside may itself begin with W).
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await t.api.request(`/${record.filePath}`, { headers: { ...auth, 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const part = await t.api.request(`/${record.filePath}`, { headers: { ...auth, Range: 'bytes=10-1209' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('Content-Encoding')).toBeNull();
      expect(part.headers.get('Content-Range')).toBe(`bytes 10-1209/${bytes.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(10, 1210));
    }
  });

  it('compresses text a route answered whole, not as JSON: the students CSV of 40, in brotli to a browser', async () => {
    await rosterOf(40);
    const plain = await get('/tutor/home/students.csv');
    const bytes = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(bytes.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const sent = await get('/tutor/home/students.csv', { 'Accept-Encoding': BROWSER });
    expect(sent.headers.get('Content-Encoding')).toBe('br');
    expect(sent.headers.get('Vary')).toBe('Accept-Encoding');
    expect(sent.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(brotliDecompressSync(Buffer.from(await sent.arrayBuffer()))).toEqual(bytes);
  });

  it('answers HEAD without a body or an encoding', async () => {
    const head = await t.request('HEAD', await rosterOf(40), undefined, tutorToken, { 'Accept-Encoding': BROWSER });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Encoding')).toBeNull();
  });
});
