import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decompressed, gzipFromBrotli, streamedWithBrotli } from './compression.ts';
import { jsonChunks } from './json-chunks.ts';

const utf8 = new TextEncoder();
/** A list of `count` rows, as a kept answer's JSON. */
const rows = (count: number) => ({ rows: Array.from({ length: count }, (_, index) => ({ id: `row-${index}`, name: `Student ${index}`, status: index % 7 ? 'handed-in' : 'missing' })) });

describe('streamedWithBrotli', () => {
  // Below 64 KB an answer is compressed whole; above, it streams into brotli as it is written.
  it('gives a small answer, compressed whole, its plain bytes and a brotli copy that reads back as them', async () => {
    const answer = rows(100);
    const { plain, br } = await streamedWithBrotli(jsonChunks(answer));
    expect(plain).toEqual(utf8.encode(JSON.stringify(answer)));
    expect(plain?.byteLength).toBeLessThan(64 * 1024);
    expect(br && brotliDecompressSync(br)).toEqual(Buffer.from(plain ?? []));
    expect(br?.byteLength).toBeLessThan((plain?.byteLength ?? 0) / 4);
  });

  // From 64 KB to 2 MB an answer is still compressed whole, but keeps its brotli copy alone; from 2 MB it streams.
  it.each([
    ['compressed whole', 5_000, 64 * 1024],
    ['streamed', 40_000, 2 * 1024 * 1024],
  ])('gives a large answer, %s, only its brotli copy, which reads back as the answer, plain or in gzip', async (_how, count, largerThan) => {
    const answer = rows(count);
    const text = JSON.stringify(answer);
    const streamed = await streamedWithBrotli(jsonChunks(answer));
    expect(streamed.plain).toBeUndefined();
    const br = streamed.br ?? new Uint8Array();
    expect(Buffer.from(await decompressed(br)).toString('utf8')).toBe(text);
    expect(gunzipSync(await gzipFromBrotli(br)).toString('utf8')).toBe(text);
    expect(text.length).toBeGreaterThan(largerThan);
    expect(streamed.br?.byteLength).toBeLessThan(text.length / 4);
  });

  it('compresses at the quality it is told: a quicker one gives more bytes that read back the same', async () => {
    const answer = rows(5_000);
    const kept = (await streamedWithBrotli(jsonChunks(answer))).br ?? new Uint8Array();
    const quick = (await streamedWithBrotli(jsonChunks(answer), 1)).br ?? new Uint8Array();
    expect(quick.byteLength).toBeGreaterThan(kept.byteLength);
    expect(brotliDecompressSync(quick)).toEqual(brotliDecompressSync(kept));
  });

  it('keeps no copy of an answer too small to be worth one', async () => {
    expect(await streamedWithBrotli(jsonChunks({ rows: [] }))).toEqual({ plain: utf8.encode('{"rows":[]}') });
  });
});
