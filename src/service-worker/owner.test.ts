import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answersCacheOf, filesCacheOf } from '../lib/offline/user-caches.ts';
import { SAVED_AT_HEADER } from '../lib/offline/worker-messages.ts';
import { fakeCaches } from './testing/fake-caches.ts';

const asha = { id: 'asha-1', position: 'student' } as const;
const ravi = { id: 'ravi-2', position: 'student' } as const;
let storage: ReturnType<typeof fakeCaches>;

beforeEach(() => {
  vi.resetModules();
  storage = fakeCaches();
  vi.stubGlobal('caches', storage);
});
afterEach(() => vi.unstubAllGlobals());

/** The worker's modules afresh, as after the browser stopped and started it again. */
const workerModules = async () => ({ ...(await import('./owner.ts')), ...(await import('./owner-only.ts')) });

async function fill(userId: string) {
  await (await caches.open(answersCacheOf(userId))).put('/api/student/home/profile', Response.json({ user: userId }));
  await (await caches.open(filesCacheOf(userId))).put('/api/uploads/a.jpg', new Response('jpeg'));
}

describe('the saved data’s owner', () => {
  it('deletes every other user’s answers and files, and is remembered across a restart', async () => {
    const { setSavedDataOwner } = await workerModules();
    await fill(asha.id);
    await fill(ravi.id);
    await setSavedDataOwner(ravi);
    expect((await caches.keys()).sort()).toEqual([answersCacheOf(ravi.id), filesCacheOf(ravi.id), 'studyhall-owner'].sort());

    vi.resetModules();
    const restarted = await workerModules();
    expect(await restarted.savedDataOwner()).toEqual(ravi);
    expect(restarted.stillOwnedBy(ravi.id)).toBe(true);
  });

  it('a worker no page has told yet takes the first student to read as the owner; once told, only the pages change it', async () => {
    const { nameOwnerIfNone, savedDataOwner, setSavedDataOwner } = await workerModules();
    await fill(asha.id);
    await nameOwnerIfNone(ravi);
    expect(await savedDataOwner()).toEqual(ravi);
    expect(await caches.keys()).not.toContain(answersCacheOf(asha.id));

    await setSavedDataOwner(null);
    await nameOwnerIfNone(asha);
    expect(await savedDataOwner()).toBeNull();
    vi.resetModules();
    const restarted = await workerModules();
    await restarted.nameOwnerIfNone(asha);
    expect(await restarted.savedDataOwner()).toBeNull();
  });

  it('named again as the pages load, the same owner costs no pass over the caches', async () => {
    const { setSavedDataOwner } = await workerModules();
    const listed = vi.spyOn(storage, 'keys');
    expect(await setSavedDataOwner(ravi)).toBe(true);
    expect(await setSavedDataOwner(ravi)).toBe(true);
    expect(listed).toHaveBeenCalledTimes(1);
    expect(await setSavedDataOwner(asha)).toBe(true);
    expect(listed).toHaveBeenCalledTimes(2);
  });

  it('for nobody, deletes everyone’s', async () => {
    const { setSavedDataOwner, savedDataOwner } = await workerModules();
    await fill(asha.id);
    await setSavedDataOwner(null);
    expect(await caches.keys()).toEqual(['studyhall-owner']);
    expect(await savedDataOwner()).toBeNull();
  });
});

describe('ownerOnly', () => {
  const event = {} as ExtendableEvent;
  const request = new Request('https://school.test/api/student/home/profile');

  it('keeps a success for its owner, stamped with when it was saved', async () => {
    const { setSavedDataOwner, ownerOnly } = await workerModules();
    await setSavedDataOwner(asha);
    const before = Date.now();
    const kept = (await ownerOnly(asha.id).cacheWillUpdate?.({ request, response: Response.json({ ok: 1 }), event })) as Response;
    expect(Number(kept.headers.get(SAVED_AT_HEADER))).toBeGreaterThanOrEqual(before);
    expect(await kept.json()).toEqual({ ok: 1 });
  });

  it('keeps no failure, and nothing for a user who is no longer the owner', async () => {
    const { setSavedDataOwner, ownerOnly } = await workerModules();
    await setSavedDataOwner(asha);
    const plugin = ownerOnly(asha.id);
    for (const status of [401, 404, 500]) expect(await plugin.cacheWillUpdate?.({ request, response: new Response('', { status }), event })).toBeNull();

    // Ravi signs in while an answer of Asha's is on its way: it is not kept.
    const pending = setSavedDataOwner(ravi);
    expect(await plugin.cacheWillUpdate?.({ request, response: Response.json({}), event })).toBeNull();
    await pending;
  });

  it('deletes its cache when a write landed after the owner changed', async () => {
    const { setSavedDataOwner, ownerOnly } = await workerModules();
    await setSavedDataOwner(ravi);
    await fill(asha.id);
    await ownerOnly(asha.id).cacheDidUpdate?.({ cacheName: answersCacheOf(asha.id), request, newResponse: new Response(), event });
    expect(await caches.keys()).not.toContain(answersCacheOf(asha.id));
  });
});
