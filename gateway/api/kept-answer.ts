import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentKind, Store } from '../db/index.ts';
import { acceptsEncoding } from '../site/accept-encoding.ts';

const utf8 = new TextEncoder();
const gzipAsync = promisify(gzip);
/** Below this, compressing saves less than it costs. */
const GZIP_FROM_BYTES = 1024;

/** One making of the answer: its bytes, and its gzip copy once someone has taken one. */
interface Kept {
  key: string;
  body: Promise<Uint8Array<ArrayBuffer>>;
  gzipped?: Promise<Uint8Array<ArrayBuffer>>;
}

/** The kept answer's gzip copy, made once per making: a school's whole list shrinks about tenfold. */
function gzippedOf(kept: Kept): Promise<Uint8Array<ArrayBuffer>> {
  kept.gzipped ??= kept.body.then(async (body) => new Uint8Array(await gzipAsync(body)));
  return kept.gzipped;
}

/**
 * A list's answer, made once and sent again for as long as the content it shows is unchanged:
 * reading a whole school's list and turning it into JSON costs milliseconds a call, and pages
 * ask for it far more often than tutors change it. Each request still reads the content's
 * change counts (`content_versions`), which every write raises in its own transaction, so a
 * change made through this process or any other shows in the very next answer. Requests that
 * find the same counts while the answer is being made share that one making.
 *
 * @param store where the change counts are read
 * @param kinds every kind of content the answer shows (the attendance list also shows names: `users`)
 * @param make reads the list and shapes the answer, exactly as the route would answer it
 * @example app.get('/student/home/events', keptAnswer(deps.store, ['events'], async () => ({ events: await deps.store.events.list() })))
 */
export function keptAnswer(store: Pick<Store, 'contentVersions'>, kinds: readonly ContentKind[], make: () => Promise<unknown>) {
  let kept: Kept | undefined;
  return async function sendKeptAnswer(c: Context): Promise<Response> {
    // Read before the content: a change landing in between is then kept under the old key, never the new one.
    const key = await store.contentVersions.keyOf(kinds);
    if (kept?.key !== key) {
      const making: Kept = { key, body: make().then((answer) => utf8.encode(JSON.stringify(answer))) };
      kept = making;
      // A failed making is not kept: the next request tries again (this one gets the error).
      making.body.catch(() => {
        if (kept === making) kept = undefined;
      });
    }
    const current = kept;
    const body = await current.body;
    if (body.byteLength < GZIP_FROM_BYTES || !acceptsEncoding(c.req.header('accept-encoding'), 'gzip')) {
      return c.body(body, 200, { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' });
    }
    return c.body(await gzippedOf(current), 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
  };
}
