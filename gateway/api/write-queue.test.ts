import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverMessages } from '../../contract/strings/common.ts';
import { issueToken } from '../auth/token.ts';
import type { User } from '../db/index.ts';
import { startSignedInApi, tutor, type TestApi } from '../testing/api-harness.ts';
import type { ApiEnv } from './context.ts';
import { RETRY_AFTER_SECONDS, writeLine, writeQueue, type LeaveLine } from './write-queue.ts';

const secret = 'a-signing-secret-of-at-least-32-characters';
const now = new Date('2026-11-22T10:00:00Z');
const user: User = { _id: 'u1', fname: 'Mrs Rao', email: 'rao@school.test', contact: '9123456780', position: 'tutor', blocked: false };
const token = issueToken(user, 0, secret, now);

/** Longer than any test runs: a write answered 503 here was shed at once, not after waiting. */
const NEVER_SHED_BY_WAIT_MS = 60_000;

/** Places free as soon as their write ends, for the tests of the line's order. */
const NO_REST = 0;

/** Lets every turn of the event loop already due run, and the promises they settle. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** Enters the line and records, in `order`, when (and whether) each write got its turn. */
function enterAs(line: ReturnType<typeof writeLine>, name: string, order: string[], left?: AbortSignal): Promise<LeaveLine | undefined> {
  return line.enter(left).then((leave) => {
    order.push(leave ? name : `${name} shed`);
    return leave;
  });
}

describe('writeLine', () => {
  it('runs atOnce writes, lets queued wait, and sheds the next one at once', async () => {
    const line = writeLine({ atOnce: 2, queued: 2 });
    const order: string[] = [];
    const running = [enterAs(line, 'a', order), enterAs(line, 'b', order)];
    const waiting = [enterAs(line, 'c', order), enterAs(line, 'd', order)];
    expect(line.isFull()).toBe(true);
    expect(await line.enter()).toBeUndefined();
    await Promise.all(running);
    await settled();
    expect(order).toEqual(['a', 'b']);
    for (const leave of await Promise.all(running)) leave?.();
    await Promise.all(waiting);
    expect(order).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lets the waiting in first come first served, one for each write that ends', async () => {
    const line = writeLine({ atOnce: 1, queued: 3 }, NEVER_SHED_BY_WAIT_MS, NO_REST);
    const order: string[] = [];
    const first = await enterAs(line, 'a', order);
    const later = [enterAs(line, 'b', order), enterAs(line, 'c', order), enterAs(line, 'd', order)];
    await settled();
    expect(order).toEqual(['a']);
    first?.();
    await settled();
    expect(order).toEqual(['a', 'b']);
    // Ending a turn twice lets no second write in.
    first?.();
    await settled();
    expect(order).toEqual(['a', 'b']);
    for (const next of later) (await next)?.();
    expect(order).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives up the place of a write whose client leaves while it waits', async () => {
    const line = writeLine({ atOnce: 1, queued: 1 });
    const order: string[] = [];
    const first = await enterAs(line, 'a', order);
    const client = new AbortController();
    const gone = enterAs(line, 'b', order, client.signal);
    expect(line.isFull()).toBe(true);
    client.abort();
    expect(await gone).toBeUndefined();
    expect(line.isFull()).toBe(false);
    const next = enterAs(line, 'c', order);
    first?.();
    await next;
    expect(order).toEqual(['a', 'b shed', 'c']);
    // A client already gone takes no place at all.
    expect(await line.enter(AbortSignal.abort())).toBeUndefined();
  });

  it('rests a place as long as its write held it before a waiting write takes it, and not at all when none waits', async () => {
    const line = writeLine({ atOnce: 1, queued: 1 }, NEVER_SHED_BY_WAIT_MS);
    const order: string[] = [];
    const first = await enterAs(line, 'a', order);
    const next = enterAs(line, 'b', order);
    await new Promise((resolve) => setTimeout(resolve, 30));
    first?.();
    await settled();
    // The write held its place for 30 ms: the next one waits about as long again.
    expect(order).toEqual(['a']);
    (await next)?.();
    expect(order).toEqual(['a', 'b']);
    // Nobody waits now, so the place was free at once.
    expect(line.isFull()).toBe(false);
    await enterAs(line, 'c', order);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('sheds a write that waited longestWaitMs', async () => {
    const line = writeLine({ atOnce: 1, queued: 1 }, 10);
    await line.enter();
    expect(await line.enter()).toBeUndefined();
    expect(line.isFull()).toBe(false);
  });
});

/** A tiny API behind the queue: each write waits for `release` before it answers; `/broken` throws. */
function queuedApp(size: { atOnce: number; queued: number }) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const app = new Hono<ApiEnv>();
  app.use('*', writeQueue({ secret, now: () => now, writes: writeLine(size, NEVER_SHED_BY_WAIT_MS) }, 'tutor'));
  app.get('/notes', (c) => c.json({ notes: [] }));
  app.post('/notes', async (c) => {
    await gate;
    return c.json(await c.req.json(), 201);
  });
  app.post('/broken', () => {
    throw new Error('the disk is full');
  });
  app.onError((_error, c) => c.json({ message: 'failed' }, 500));
  const send = (path: string, init: RequestInit = {}, bearer: string | null = token) =>
    app.request(path, { method: 'POST', body: JSON.stringify({ title: 'Fractions' }), ...init, headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) } });
  return { app, send, release };
}

describe('writeQueue', () => {
  it('answers a write past the line 503 with Retry-After and a message at once, while reads pass', async () => {
    const { app, send, release } = queuedApp({ atOnce: 1, queued: 1 });
    const running = send('/notes');
    const waiting = send('/notes');
    await settled();
    const shed = await send('/notes');
    expect(shed.status).toBe(503);
    expect(shed.headers.get('Retry-After')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await shed.json()).toEqual({ message: serverMessages.busy });
    expect((await app.request('/notes')).status).toBe(200);
    release();
    expect((await running).status).toBe(201);
    const kept = await waiting;
    expect(kept.status).toBe(201);
    // The body was read before the turn, and the route still reads it.
    expect(await kept.json()).toEqual({ title: 'Fractions' });
  });

  it('frees the place of a write that fails', async () => {
    const { send, release } = queuedApp({ atOnce: 1, queued: 0 });
    release();
    expect((await send('/broken')).status).toBe(500);
    expect((await send('/notes')).status).toBe(201);
  });

  it('frees the place of a write whose client leaves while it waits', async () => {
    const { send, release } = queuedApp({ atOnce: 1, queued: 1 });
    const running = send('/notes');
    const client = new AbortController();
    const gone = send('/notes', { signal: client.signal });
    await settled();
    client.abort();
    expect((await gone).status).toBe(503);
    const next = send('/notes');
    release();
    expect((await running).status).toBe(201);
    expect((await next).status).toBe(201);
  });

  it('gives no place to a write without a signed token of the area\'s role: the guards refuse it without the database', async () => {
    const { send, release } = queuedApp({ atOnce: 1, queued: 0 });
    const running = send('/notes');
    await settled();
    expect((await send('/notes')).status).toBe(503);
    const student = issueToken({ ...user, _id: 's1', position: 'student' }, 0, secret, now);
    const unsigned = [send('/notes', {}, null), send('/notes', {}, `${token.slice(0, -2)}xx`), send('/notes', {}, student)];
    release();
    // They reach the routes, where the guards would refuse them.
    for (const write of [running, ...unsigned]) expect((await write).status).toBe(201);
  });

  it('lets uploads pass: they stream for as long as the client takes, bounded per hour instead', async () => {
    const { app, send, release } = queuedApp({ atOnce: 1, queued: 0 });
    const running = send('/notes');
    await settled();
    const form = new FormData();
    form.append('title', 'Fractions');
    const upload = app.request('/broken', { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
    expect((await upload).status).toBe(500);
    release();
    expect((await running).status).toBe(201);
  });
});

/** As the tutor's form sends it: the date with a leading space. */
const event = { event: 'Chess tournament', club: 'Chess club', description: 'Rounds start at 3 in room 12.', date: ' Nov 22 2026' };

describe('through the API', () => {
  let t: TestApi;
  let tutorToken: string;
  let studentToken: string;
  /** Opens the gate the held writes wait at. */
  let openGate: () => void;
  /** Resolves once a write has reached the gate. */
  let held: Promise<void>;

  beforeEach(async () => {
    // One write at a time and none waiting: the second write finds the line full.
    ({ t, tutorToken, studentToken } = await startSignedInApi({ writes: writeLine({ atOnce: 1, queued: 0 }, NEVER_SHED_BY_WAIT_MS) }));
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let reached: () => void = () => {};
    held = new Promise((resolve) => (reached = resolve));
    const transaction = t.store.transaction.bind(t.store);
    // A write that cannot finish (a disk that stalls), before it holds the database.
    vi.spyOn(t.store, 'transaction').mockImplementation(async (work) => {
      reached();
      await gate;
      return transaction(work);
    });
  });
  afterEach(() => t.close());

  const postEvent = () => t.request('POST', '/tutor/home/events', event, tutorToken);

  it('answers a write past the line 503 with Retry-After at once, while reads, logins and the session check answer', async () => {
    const { user: asha } = (await (await t.request('GET', '/session', undefined, studentToken)).json()) as { user: { _id: string } };
    const first = postEvent();
    await held;

    const shed = await postEvent();
    expect(shed.status).toBe(503);
    expect(shed.headers.get('Retry-After')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await shed.json()).toEqual({ message: serverMessages.busy });
    // One line for both areas: a student's own profile edit waits its turn too.
    expect((await t.request('PUT', `/student/home/profile/${asha._id}`, { name: 'Asha', email: 'asha@school.test', contact: '9876543210' }, studentToken)).status).toBe(503);

    expect((await t.request('GET', '/student/home/events', undefined, studentToken)).status).toBe(200);
    expect((await t.request('GET', '/session', undefined, tutorToken)).status).toBe(200);
    expect((await t.post('/tutor/login', { email: tutor.email, password: tutor.password })).status).toBe(200);

    openGate();
    expect((await first).status).toBe(201);
    expect((await postEvent()).status).toBe(201);
    await expect((await t.request('GET', '/tutor/home/events', undefined, tutorToken)).json()).resolves.toMatchObject({ events: [{ event: event.event }, { event: event.event }] });
  });

  it('gives no place to a write without a signed token of the area\'s role: the guard refuses it as before', async () => {
    const first = postEvent();
    await held;
    expect((await t.request('POST', '/tutor/home/events', event)).status).toBe(401);
    expect((await t.request('POST', '/tutor/home/events', event, 'not-a-token')).status).toBe(401);
    // A student's token would be refused by the tutors' guard: it takes none of their places.
    expect((await t.request('POST', '/tutor/home/events', event, studentToken)).status).toBe(403);
    openGate();
    expect((await first).status).toBe(201);
  });
});
