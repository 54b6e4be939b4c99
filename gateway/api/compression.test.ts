import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { streamedWithBrotli } from './compression.ts';
import { jsonChunks } from './json-chunks.ts';

const utf8 = new TextEncoder();
/** A list of `count` rows, as a kept answer's JSON. */
const rows = (count: number) => ({ rows: Array.from({ length: count }, (_, index) => ({ id: `row-${index}`, name: `Student ${index}`, status: index % 7 ? 'handed-in' : 'missing' })) });

describe('streamedWithBrotli', () => {
  // Below 64 KB an answer is compressed whole; above, it streams into brotli as it is written.
  it.each([
    ['a small answer, compressed whole', 100],
    ['a large answer, streamed', 20_000],
  ])('gives %s a brotli copy that reads back as the answer', async (_, count) => {
    const answer = rows(count);
    const { plain, br } = await streamedWithBrotli(jsonChunks(answer));
    expect(plain).toEqual(utf8.encode(JSON.stringify(answer)));
    expect(plain.byteLength > 64 * 1024).toBe(count > 100);
    expect(br && brotliDecompressSync(br)).toEqual(Buffer.from(plain));
    expect(br?.byteLength).toBeLessThan(plain.byteLength / 4);
  });

  it('keeps no copy of an answer too small to be worth one', async () => {
    expect(await streamedWithBrotli(jsonChunks({ rows: [] }))).toEqual({ plain: utf8.encode('{"rows":[]}') });
  });
});
