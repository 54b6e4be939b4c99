import type { Context } from 'hono';
import type { ContentKind, Store } from '../db/index.ts';
import { preferredEncoding } from '../site/accept-encoding.ts';
import { compressed, decompressed, gzipFromBrotli, KEPT_BROTLI_QUALITY, SENT_BROTLI_QUALITY, streamedWithBrotli, type StreamedAnswer } from './compression.ts';
import type { ApiEnv } from './context.ts';
import { jsonChunks } from './json-chunks.ts';
import { KeptVariants, type Limits } from './kept-variants.ts';

/**
 * One making of the answer: its brotli copy, written as the JSON streams (every browser takes
 * brotli), a small answer's plain bytes too, and the copies a few clients need, made once one asks.
 */
interface Kept {
  key: string;
  answer: Promise<StreamedAnswer>;
  /** A streamed answer's plain bytes, read back from brotli once a client that takes no encoding asks. */
  plain?: Promise<Uint8Array<ArrayBuffer>>;
  gzipped?: Promise<Uint8Array<ArrayBuffer>>;
  /** The bytes it holds: its copies, as each is made. */
  bytes: number;
  /** How many calls it answered: the next making's brotli quality (`qualityAfter`). */
  sends: number;
}

/**
 * Brotli's quality for a list's next making, after `previous` (its making for content since
 * changed): a kept answer's, for lists read more often than they change, as most are; a sent
 * answer's for one whose last making was sent once or never, as in a flood of writes, where
 * every read makes the list again. At the kept quality, 200 connections posting events made each
 * student's read of the growing list (1.3 MB at 5,000 events) cost twice the time, and the
 * writes a second fell by a third or more. A making at the sent quality is a few per cent larger, and
 * only until the list's next change.
 */
function qualityAfter(previous: Kept | undefined): number {
  return previous !== undefined && previous.sends < 2 ? SENT_BROTLI_QUALITY : KEPT_BROTLI_QUALITY;
}

/**
 * The kept answer's plain bytes: a small answer's as written, a streamed one's read back from
 * brotli once and kept. Read back by each call as it was sent, 200 connections asking for the
 * plain list of 20,000 students took the server to 1,038 MB and 20 answers a second, every one
 * late; kept, to 175 MB and 595 a second. `grew` counts them.
 */
function plainOf(kept: Kept, grew: (bytes: number) => void): Promise<Uint8Array<ArrayBuffer>> {
  kept.plain ??= kept.answer.then(async (answer) => {
    if (answer.plain) return answer.plain;
    const plain = await decompressed(answer.br);
    grew(plain.byteLength);
    return plain;
  });
  return kept.plain;
}

/** The kept answer's gzip copy, made once per making, from brotli a piece at a time when its plain bytes are not kept; `grew` counts it. */
function gzippedOf(kept: Kept, grew: (bytes: number) => void): Promise<Uint8Array<ArrayBuffer>> {
  kept.gzipped ??= kept.answer.then(async (answer) => {
    const gzipped = answer.plain ? await compressed(answer.plain, 'gzip') : await gzipFromBrotli(answer.br);
    grew(gzipped.byteLength);
    return gzipped;
  });
  return kept.gzipped;
}

/** The copy to send for `encoding`: the plain bytes for a client that takes neither, or an answer too small to have copies. */
async function sent(kept: Kept, encoding: string | undefined, grew: (bytes: number) => void): Promise<{ body: Uint8Array<ArrayBuffer>; encoding?: string }> {
  const { br } = await kept.answer;
  if (!encoding || !br) return { body: await plainOf(kept, grew) };
  return encoding === 'br' ? { body: br, encoding } : { body: await gzippedOf(kept, grew), encoding };
}

/** Which answer a request reads, when a list answers differently by who asks or what they filter. */
export interface KeptVariant {
  /** The same for requests that get the same answer: `reader:7a,7b`. */
  key: string;
  /** Reads the list and shapes this variant's answer, exactly as the route would answer it. */
  make: () => Promise<unknown>;
}

/** The most variants of one list kept at once; past it, the one read longest ago is made again when asked for. */
export const MAX_KEPT_VARIANTS = 64;

/** How much a route keeps, where its variants are many or may be large: `MAX_KEPT_VARIANTS` and no byte limit unless given. */
export type KeptLimits = Partial<Limits>;

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
 * @example app.get('/tutor/home/students', keptAnswer(deps.store, ['users'], async () => ({ students: await deps.store.users.listByPosition('student') })))
 */
export function keptAnswer(store: Pick<Store, 'contentVersions'>, kinds: readonly ContentKind[], make: () => Promise<unknown>) {
  return keptAnswers(store, kinds, () => ({ key: '', make }));
}

/**
 * `keptAnswer` for a list whose answer depends on the request: a student's list shows the whole
 * school's records and their classes' (school-model.md, Audience), a tutor's what `?class=` asks
 * for. Each variant is kept under its key, at most `MAX_KEPT_VARIANTS` of them, so students of
 * the same classes share one making and a school's variants stay few.
 *
 * @param store where the change counts are read
 * @param kinds every kind of content any variant shows (`classes` too where rosters decide who reads what)
 * @param variantOf which variant the request reads; may fail the request (a 400 for a bad filter)
 * @param limits how many variants, and how many bytes, the route keeps at most
 * @example app.get('/student/home/events', keptAnswers(deps.store, ['events', 'classes'], async (c) => variantFor(await readerAudience(c, deps.store))))
 */
export function keptAnswers(store: Pick<Store, 'contentVersions'>, kinds: readonly ContentKind[], variantOf: (c: Context<ApiEnv>) => KeptVariant | Promise<KeptVariant>, limits: KeptLimits = {}) {
  const kept = new KeptVariants<Kept>({ variants: limits.variants ?? MAX_KEPT_VARIANTS, bytes: limits.bytes ?? Infinity });
  /** Starts making the variant's answer to the content as `key` counts it, after `previous`; its bytes count once made. */
  const startMaking = (variant: KeptVariant, key: string, previous: Kept | undefined): Kept => {
    const quality = qualityAfter(previous);
    const making: Kept = { key, answer: variant.make().then((answer) => streamedWithBrotli(jsonChunks(answer), quality)), bytes: 0, sends: 0 };
    void making.answer.then(
      ({ plain, br }) => kept.grew(variant.key, making, (plain?.byteLength ?? 0) + (br?.byteLength ?? 0)),
      // A failed making is not kept: the next request tries again (this one gets the error).
      () => kept.forget(variant.key, making),
    );
    return making;
  };
  return async function sendKeptAnswer(c: Context<ApiEnv>): Promise<Response> {
    // Read before the content: a change landing in between is then kept under the old key, never the new one.
    const key = await store.contentVersions.keyOf(kinds);
    const variant = await variantOf(c);
    const found = kept.get(variant.key);
    const current = found?.key === key ? found : startMaking(variant, key, found);
    current.sends += 1;
    kept.read(variant.key, current);
    const { body, encoding } = await sent(current, preferredEncoding(c.req.header('accept-encoding')), (bytes) => kept.grew(variant.key, current, bytes));
    // Its length said, `compressAnswers` leaves a small plain answer as it is, without reading it back.
    const headers = { 'Content-Type': 'application/json', 'Content-Length': String(body.byteLength), Vary: 'Accept-Encoding' };
    return c.body(body, 200, encoding ? { ...headers, 'Content-Encoding': encoding } : headers);
  };
}
