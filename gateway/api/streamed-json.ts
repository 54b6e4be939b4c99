import { pipeline, Readable } from 'node:stream';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { preferredEncoding } from '../site/accept-encoding.ts';
import { compressing } from './compression.ts';
import { jsonChunks } from './json-chunks.ts';

/**
 * An answer made for one call and large (an import's report of 20,000 rows, 4 MB), sent as its
 * JSON is written and compressed as the client takes it, as `compressAnswers` would: answered by
 * `c.json`, it was one string, its bytes, a copy of them and the compressed copy at once, and the
 * last 15 MB of the server's peak in an import of 20,000 students.
 *
 * @param c the call
 * @param value the answer, as `c.json` would be given it
 * @param status the answer's status
 * @example return streamedJson(c, report, report.counts.error > 0 ? 422 : 200)
 */
export function streamedJson(c: Context, value: unknown, status: ContentfulStatusCode = 200): Response {
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
  const written = Readable.from(jsonChunks(value));
  // A failure mid-way ends the answer short, which the client sees as a broken answer rather than a whole wrong one.
  const sent = encoding ? pipeline(written, compressing(encoding), () => {}) : written;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(Readable.toWeb(sent) as ReadableStream<Uint8Array>, status, headers);
}
