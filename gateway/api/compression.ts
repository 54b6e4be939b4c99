import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, brotliDecompress, constants, createBrotliCompress, createBrotliDecompress, createGzip, gzip, gzipSync } from 'node:zlib';
import type { CopyEncoding } from '../site/site-files.ts';

/** Below this, compressing an answer saves less than it costs: a packet's worth of bytes, and a header besides. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli's quality for a kept answer, made once and sent until the content changes: at 4 the
 * demo school's whole list of 20,000 students (4.8 MB) is 802 KB; on such a list 5 to 9 save
 * 1–2% more for two to ten times the time, and 11 (the build's, for files made once) takes
 * 15 s. A list is made again after each change, and the calls waiting for it wait that long.
 */
export const KEPT_BROTLI_QUALITY = 4;

/**
 * Brotli's quality for an answer compressed as it is sent, which every call pays for: 1 takes a
 * fifth to a third of 4's time (60 µs for 6 KB of JSON, 0.25 ms for 120 KB) for 1–5% more bytes,
 * and is faster than gzip for fewer bytes.
 */
export const SENT_BROTLI_QUALITY = 1;

/**
 * What brotli is told to expect of an answer whose length is not known before it streams: told
 * 1 MB or more, quality 4 takes a larger hash table, and a school's list of 2,000 students comes
 * out 5% smaller, of 20,000 10%; an answer of a few KB comes out the same, as fast.
 */
const STREAMED_SIZE_HINT = 1 << 20;

/** Compressed on the main thread below this: a thread pool's round trip costs more than the work (~0.1 ms). */
const ON_THREAD_POOL_FROM_BYTES = 64 * 1024;

/**
 * A kept answer streams into brotli from this size; a smaller one is joined and compressed whole,
 * in one round trip to the thread pool, its plain bytes held twice for that moment (4 MB at
 * most). Streamed from 64 KB, a list of 5,000 events (1.3 MB) went to the pool and back some
 * twenty times, and in a flood of writes each read of it waited behind writes at each return:
 * p50 50–63 ms against 34 ms made whole. A streaming encoder told to expect 1 MB also holds
 * about 1.2 MB until it ends: the first reads of the 400 hand-in tables, made at once, held over
 * 100 MB.
 */
const STREAMED_FROM_BYTES = 2 * 1024 * 1024;

/**
 * A kept answer keeps its plain bytes beside its brotli copy below this; a larger one keeps its
 * brotli copy alone, read back once a client that takes no encoding asks (few do): a list's 64
 * variants of 2 MB would otherwise hold 128 MB.
 */
const PLAIN_KEPT_BELOW_BYTES = 64 * 1024;

/**
 * gzip's output, in pieces of this size until they are joined: in zlib's 16 KB, a year of a
 * school's attendance (9.5 MB in gzip) raised the server's peak by 22 MB and took 5.3 s with its
 * making; in 256 KB, by 6–8 MB, in 3.5 s.
 */
const GZIP_CHUNK_BYTES = 256 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliDecompressAsync = promisify(brotliDecompress);

/** Brotli's options at `quality` for about `bytes` of input: told the size, it compresses a large input better. */
function brotliOptions(quality: number, bytes: number) {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes } };
}

/**
 * An answer's bytes compressed in `encoding`: on the main thread when small, since it then takes
 * a fraction of a millisecond, and on libuv's thread pool when large, so other calls go on.
 *
 * @param body the plain answer
 * @param encoding `br` or `gzip`
 * @param brotliQuality brotli's quality: a sent answer's unless told (a kept one's is higher)
 * @example const sent = await compressed(utf8.encode(JSON.stringify(answer)), 'br')
 */
export async function compressed(body: Uint8Array, encoding: CopyEncoding, brotliQuality = SENT_BROTLI_QUALITY): Promise<Uint8Array<ArrayBuffer>> {
  const onMainThread = body.byteLength < ON_THREAD_POOL_FROM_BYTES;
  if (encoding === 'br') {
    const options = brotliOptions(brotliQuality, body.byteLength);
    return new Uint8Array(onMainThread ? brotliCompressSync(body, options) : await brotliAsync(body, options));
  }
  return new Uint8Array(onMainThread ? gzipSync(body) : await gzipAsync(body));
}

/**
 * An answer made as it streams: a small one's plain bytes, and its brotli copy when it is worth
 * one; a large one's brotli copy only, which every browser takes (`decompressed` gives its plain
 * bytes back for a client that takes no encoding).
 */
export type StreamedAnswer = { plain: Uint8Array<ArrayBuffer>; br?: Uint8Array<ArrayBuffer> } | { plain?: undefined; br: Uint8Array<ArrayBuffer> };

/**
 * Takes an answer's chunks as they are written and feeds them to brotli at once, so its
 * compressed copy is ready when its last chunk is, and the writing pauses whenever brotli (on
 * the thread pool) falls behind: a whole school's list never stops the other calls for the
 * time it takes to write it. Its plain bytes are not kept: a year of a school's attendance is
 * 23 MB plain and 2.7 MB in brotli, and holding both, then joining the plain chunks, raised the
 * server's peak by 45 MB. An answer that ends before `STREAMED_FROM_BYTES` is compressed whole
 * instead, its plain bytes kept below `PLAIN_KEPT_BELOW_BYTES`.
 *
 * @param chunks the answer's bytes, in order (e.g. `jsonChunks(answer)`)
 * @param brotliQuality brotli's quality: a kept answer's unless told
 * @example const { br } = await streamedWithBrotli(jsonChunks({ students }))
 */
export async function streamedWithBrotli(chunks: AsyncIterable<Uint8Array>, brotliQuality = KEPT_BROTLI_QUALITY): Promise<StreamedAnswer> {
  const rest = chunks[Symbol.asyncIterator]();
  const firstChunks: Uint8Array[] = [];
  let firstBytes = 0;
  while (firstBytes < STREAMED_FROM_BYTES) {
    const next = await rest.next();
    if (next.done) return wholeWithBrotli(joined(firstChunks), brotliQuality);
    firstChunks.push(next.value);
    firstBytes += next.value.byteLength;
  }
  async function* all() {
    yield* firstChunks.splice(0);
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  }
  const compressedChunks: Uint8Array[] = [];
  // The pipeline pulls the next chunk only while brotli keeps up: its backpressure paces the writing.
  await pipeline(all(), createBrotliCompress(brotliOptions(brotliQuality, STREAMED_SIZE_HINT)), async (compressedStream: AsyncIterable<Uint8Array>) => {
    for await (const chunk of compressedStream) compressedChunks.push(chunk);
  });
  return { br: joined(compressedChunks) };
}

/**
 * A compressor for an answer sent as it is written, once: brotli at a sent answer's quality,
 * told to expect a large one (the answers streamed are), or gzip.
 *
 * @example pipeline(Readable.from(jsonChunks(report)), compressing('br'), () => {})
 */
export function compressing(encoding: CopyEncoding): Transform {
  return encoding === 'br' ? createBrotliCompress(brotliOptions(SENT_BROTLI_QUALITY, STREAMED_SIZE_HINT)) : createGzip({ chunkSize: GZIP_CHUNK_BYTES });
}

/** A streamed answer's plain bytes, read back from its brotli copy on the thread pool. */
export async function decompressed(br: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const plain = await brotliDecompressAsync(br);
  // A view of zlib's buffer, not a copy of it: a year of a school's attendance is 23 MB.
  return new Uint8Array(plain.buffer, plain.byteOffset, plain.byteLength);
}

/** A gzip copy of a streamed answer, read back from its brotli copy a piece at a time, never whole. */
export async function gzipFromBrotli(br: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const decompress = createBrotliDecompress();
  decompress.end(br);
  const gzipped: Uint8Array[] = [];
  await pipeline(decompress, createGzip({ chunkSize: GZIP_CHUNK_BYTES }), async (gzipping: AsyncIterable<Uint8Array>) => {
    for await (const chunk of gzipping) gzipped.push(chunk);
  });
  return joined(gzipped);
}

/** An answer short of streaming, compressed whole: its brotli copy, and its plain bytes while they are small. */
async function wholeWithBrotli(plain: Uint8Array<ArrayBuffer>, brotliQuality: number): Promise<StreamedAnswer> {
  if (plain.byteLength < COMPRESS_FROM_BYTES) return { plain };
  const br = await compressed(plain, 'br', brotliQuality);
  return plain.byteLength < PLAIN_KEPT_BELOW_BYTES ? { plain, br } : { br };
}

/** Chunks as one array, copied once into a buffer of their exact length. */
function joined(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(chunks.reduce((bytes, chunk) => bytes + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}
