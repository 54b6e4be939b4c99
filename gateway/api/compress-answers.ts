import { createMiddleware } from 'hono/factory';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { preferredEncoding } from '../site/accept-encoding.ts';
import { COMPRESS_FROM_BYTES, compressed } from './compression.ts';

/** Answers with no body to compress, or whose body is a part of a file (a range). */
const BODILESS_STATUSES = new Set([204, 206, 304]);

/**
 * Whether an answer's representation may differ by Accept-Encoding: text (JSON, CSV) that no
 * route has compressed itself, served whole. A file download is left alone: it says
 * `Accept-Ranges`, and a range counts bytes of the file as stored; photos, PDFs and ZIPs are
 * compressed already and their types are not text anyway.
 */
function compressible(headers: Headers): boolean {
  return (
    !headers.has('Content-Encoding') &&
    !headers.has('Accept-Ranges') &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '') &&
    !/\bno-transform\b/i.test(headers.get('Cache-Control') ?? '')
  );
}

/**
 * Every API answer worth it compressed for a client that takes it: brotli, else gzip, whichever
 * the client prefers (`preferredEncoding`, as the built site chooses its copies), with `Vary:
 * Accept-Encoding`. Answers under `COMPRESS_FROM_BYTES` go plain, and so do those of a client
 * that takes neither, without reading their body. Hono's `compress` middleware does only gzip
 * and deflate, and compresses an answer of unknown length whatever its size: a session's 200
 * bytes would cost more to compress than they take to send. Routes' JSON comes compressed
 * already (`compressedJson`, `streamedJson`, kept lists) or says its length, and passes through
 * as it is: reading an answer back here costs more than compressing it. What is left is text
 * answered another way (an error's message, a CSV), read whole here.
 *
 * @example api.use(compressAnswers())
 */
export function compressAnswers() {
  return createMiddleware(async function compressAnswersMiddleware(c, next) {
    await next();
    const answer = c.res;
    if (!compressible(answer.headers)) return;
    if (!/\baccept-encoding\b/i.test(answer.headers.get('Vary') ?? '')) answer.headers.append('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
    const declared = answer.headers.get('Content-Length');
    if (!encoding || c.req.method === 'HEAD' || BODILESS_STATUSES.has(answer.status) || (declared !== null && Number(declared) < COMPRESS_FROM_BYTES)) return;
    const plain = new Uint8Array(await answer.arrayBuffer());
    const headers = new Headers(answer.headers);
    let body = plain;
    if (plain.byteLength >= COMPRESS_FROM_BYTES) {
      body = await compressed(plain, encoding);
      headers.set('Content-Encoding', encoding);
      headers.delete('Content-Length');
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    // Unset first: Hono would otherwise merge the old answer in, reading this one's bytes back as a stream.
    c.res = undefined;
    c.res = new Response(body, { status: answer.status, headers });
  });
}
