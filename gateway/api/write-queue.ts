import type { Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { serverMessages } from '../../contract/strings/common.ts';
import { verifiedTokens } from '../auth/verified-tokens.ts';
import { DEFAULT_WRITE_QUEUE, type WriteQueueSize } from '../config.ts';
import type { Position } from '../db/index.ts';
import { STUDENT_AREA, TUTOR_AREA } from './area-guards.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { isMultipart } from './is-upload.ts';
import { bearerToken } from './require-user.ts';

/** A write that has waited this long is shed: a full line drains in about a second even during a flood (bench/write-flood.ts). */
export const LONGEST_WAIT_MS = 2_000;
/** What a shed write is told to wait: by then the line has moved on. */
export const RETRY_AFTER_SECONDS = 1;

/**
 * How long a place rests after its write, as a share of the time the write held it, while other
 * writes wait: SQLite holds the main thread for the whole of each write, so in a flood writes
 * back to back took nearly all of it, and a read or a login waited behind them (bench/write-flood.ts).
 */
export const REST_RATIO = 1;
/** A write that stalled (a slow disk) lets the next one wait no longer than this. */
const MAX_REST_MS = 50;

/** Ends a write's turn; a second call does nothing. */
export type LeaveLine = () => void;

/** The writes one process runs at once, and those waiting their turn, first come first served. */
export interface WriteLine {
  /**
   * Resolves with the function that ends the turn once the write may run, or with undefined
   * when it is shed: the line is full, the write waited `LONGEST_WAIT_MS`, or its client left
   * while it waited (a write already running keeps its place until it ends: its work goes on).
   */
  enter(left?: AbortSignal): Promise<LeaveLine | undefined>;
  /** Whether a write arriving now would be shed at once. */
  isFull(): boolean;
}

/** One write waiting its turn. */
interface Waiter {
  admit: () => void;
}

/**
 * The line in front of the database's writes. This process's own capacity is what it sheds, so
 * it is this process's memory by nature: with several processes, each sheds its own load.
 *
 * @param size how many writes run at once, and how many may wait
 * @param longestWaitMs how long a write may wait before it is shed
 * @param restRatio how long a place rests after its write while others wait, as a share of the write's time
 * @example const line = writeLine({ atOnce: 2, queued: 128 }); const leave = await line.enter(signal); if (leave) try { … } finally { leave() }
 */
export function writeLine({ atOnce, queued }: WriteQueueSize, longestWaitMs = LONGEST_WAIT_MS, restRatio = REST_RATIO): WriteLine {
  let running = 0;
  const waiting: Waiter[] = [];

  /**
   * Takes a place among the running writes; the write starts on the next turn of the event loop.
   * A write whose body is read runs to its end without ever yielding (SQLite answers at once):
   * started at once, every write parsed in one turn ran back to back, none was ever seen
   * waiting, and a read or a health check waited behind them all. Started a turn later, at
   * most `atOnce` run between two turns, and the rest wait here, where they are counted and shed.
   */
  function takeTurn(): Promise<LeaveLine> {
    running += 1;
    let left = false;
    let startedAt = 0;
    const free = () => {
      running -= 1;
      waiting.shift()?.admit();
    };
    const leave = () => {
      if (left) return;
      left = true;
      // With writes waiting, the place rests as long as its write held it before the next takes it.
      const rest = waiting.length > 0 ? Math.min((performance.now() - startedAt) * restRatio, MAX_REST_MS) : 0;
      if (rest > 0) setTimeout(free, rest);
      else free();
    };
    return new Promise((resolve) =>
      setImmediate(() => {
        startedAt = performance.now();
        resolve(leave);
      }),
    );
  }

  function wait(left: AbortSignal | undefined): Promise<LeaveLine | undefined> {
    return new Promise((resolve) => {
      const giveUp = () => {
        waiting.splice(waiting.indexOf(waiter), 1);
        settle(undefined);
      };
      const waiter: Waiter = { admit: () => settle(takeTurn()) };
      const timer = setTimeout(giveUp, longestWaitMs);
      const settle = (answer: Promise<LeaveLine> | undefined) => {
        clearTimeout(timer);
        left?.removeEventListener('abort', giveUp);
        resolve(answer);
      };
      left?.addEventListener('abort', giveUp, { once: true });
      waiting.push(waiter);
    });
  }

  return {
    async enter(left) {
      if (left?.aborted) return undefined;
      if (running < atOnce && waiting.length === 0) return takeTurn();
      if (waiting.length >= queued) return undefined;
      return wait(left);
    },
    isFull: () => running >= atOnce && waiting.length >= queued,
  };
}

/** The areas whose writes take a place in the line, each with the role whose token may take one. */
export const QUEUED_AREAS: ReadonlyArray<readonly [area: string, role: Position]> = [
  [TUTOR_AREA, 'tutor'],
  [STUDENT_AREA, 'student'],
];

/**
 * Whether a call under an area is a write the line takes: any method but GET and HEAD, except
 * an upload, which streams to disk for as long as its client takes and UPLOADS_PER_HOUR bounds
 * before a byte is read. No upload deletes, so a DELETE calling itself one is queued all the same.
 */
export function isQueuedWrite(method: string, contentType: string | undefined): boolean {
  return method !== 'GET' && method !== 'HEAD' && (method === 'DELETE' || !isMultipart(contentType));
}

/** What a shed write is answered; made once, for a flood asks it thousands of times a second. */
export const SHED_BODY = JSON.stringify({ message: serverMessages.busy });
/** The headers of that answer, besides the gateway's protective ones. */
export const SHED_HEADERS: Readonly<Record<string, string>> = { 'Content-Type': 'application/json', 'Retry-After': String(RETRY_AFTER_SECONDS) };

/**
 * 503 with `Retry-After` and a message the tutor's form shows: nothing was saved. Answered,
 * not thrown: an error's stack trace cost more than the rest of the answer.
 */
function shed(c: Context): Response {
  return c.body(SHED_BODY, 503, { ...SHED_HEADERS });
}

/**
 * Reads a JSON body whole before the write takes its turn, so a turn is the server's own work
 * and a client sending slowly holds none. Read through the API's JSON body limit, which runs
 * first; a body that fails to arrive is the route's to answer, as before (the failed read is kept).
 */
async function readBodyFirst(c: Context): Promise<void> {
  await c.req.text().catch(() => undefined);
}

/**
 * Lets at most `atOnce` writes (any method but GET and HEAD, uploads aside) run at once, each
 * started on a turn of its own, and `queued` wait, first come first served, each place resting
 * after its write while others wait (`writeLine`); any other write is answered 503 with
 * `Retry-After` at once, as is one that waited `LONGEST_WAIT_MS`. SQLite answers on the main
 * thread, each write synced to disk, so a write whose body has arrived runs to its end without
 * yielding: a flood of 200 ran back to back while every read, login, health check and new
 * connection waited seconds. A write waiting here costs nothing; a shed one is answered and
 * sent again, so a long line keeps a flood cheaper than a short one. In front of the role
 * guards, so a shed write costs no database call either. Uploads pass: they stream to disk for
 * as long as the client takes, and UPLOADS_PER_HOUR bounds them before a byte is read.
 *
 * @param deps the signing secret and clock (a place is only for a signed token of `role`), and the line
 * @param role the role whose area this is: another's token would be refused by the guard, and takes no place
 * @example api.use('/tutor/home/*', writeQueue(deps, 'tutor'))
 */
export function writeQueue(deps: Pick<ApiDeps, 'secret' | 'now' | 'writes'>, role: Position) {
  const line = deps.writes ?? writeLine(DEFAULT_WRITE_QUEUE);
  const claimsOf = verifiedTokens(deps.secret);
  // Without a signed, unexpired token of the area's role the guards refuse the call without the
  // database: it needs no place, and takes none from the users'.
  const mayWrite = (c: Context) => {
    const token = bearerToken(c);
    return token !== undefined && claimsOf(token, deps.now())?.position === role;
  };
  return createMiddleware<ApiEnv>(async function writeQueueMiddleware(c, next) {
    if (!isQueuedWrite(c.req.method, c.req.header('Content-Type')) || !mayWrite(c)) return next();
    // A full line costs nothing more: not even the body is read.
    if (line.isFull()) return shed(c);
    await readBodyFirst(c);
    const leave = await line.enter(c.req.raw.signal);
    if (!leave) return shed(c);
    try {
      await next();
    } finally {
      leave();
    }
  });
}

/**
 * Puts the writes of both areas through one line. Logins, sign-up and logout stay outside: each
 * is bounded by its own limits (a login by its failures and by one password hash per core, a
 * logout by ending the token it comes with), and a tutor must be able to sign in, or out,
 * while the line is full.
 *
 * @param api the API app: after the JSON body limit (the body is read through it) and before
 *   `guardAreas` (a shed write waits for no session check)
 * @param deps the signing secret, the clock and the line (default: one of DEFAULT_WRITE_QUEUE)
 * @example api.use(jsonBodyLimit()); queueAreaWrites(api, deps); guardAreas(api, deps);
 */
export function queueAreaWrites(api: Hono<ApiEnv>, deps: Pick<ApiDeps, 'secret' | 'now' | 'writes'>): void {
  const shared = { ...deps, writes: deps.writes ?? writeLine(DEFAULT_WRITE_QUEUE) };
  for (const [area, role] of QUEUED_AREAS) api.use(`${area}/*`, writeQueue(shared, role));
}
