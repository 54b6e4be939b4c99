import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCaches } from '../../service-worker/testing/fake-caches.ts';
import { keepSavedDataOnlyFor } from './saved-data.ts';
import { answersCacheOf, filesCacheOf } from './user-caches.ts';
import type { KeepOnlyFor } from './worker-messages.ts';

const asha = { id: 'asha-1', position: 'student' } as const;
let storage: ReturnType<typeof fakeCaches>;

beforeEach(async () => {
  storage = fakeCaches();
  vi.stubGlobal('caches', storage);
  for (const name of [answersCacheOf('asha-1'), filesCacheOf('asha-1'), answersCacheOf('ravi-2'), 'workbox-precache-v2']) await caches.open(name);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A browser whose active service worker answers (or not) as `reply` says. */
function workerThat(reply: (message: KeepOnlyFor, port: MessagePort) => void) {
  const sent: KeepOnlyFor[] = [];
  const active = { postMessage: (message: KeepOnlyFor, [port]: MessagePort[]) => (sent.push(message), reply(message, port as MessagePort)) };
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => ({ active }) } });
  return sent;
}

describe('keepSavedDataOnlyFor', () => {
  it('without a service worker, deletes everyone else’s saved data itself', async () => {
    await keepSavedDataOnlyFor(asha);
    expect((await caches.keys()).sort()).toEqual([answersCacheOf('asha-1'), filesCacheOf('asha-1'), 'workbox-precache-v2'].sort());
    await keepSavedDataOnlyFor(null);
    expect(await caches.keys()).toEqual(['workbox-precache-v2']);
  });

  it('with one, leaves it to the worker and waits for its word', async () => {
    const sent = workerThat((_message, port) => port.postMessage('done'));
    await keepSavedDataOnlyFor(asha);
    expect(sent).toEqual([{ type: 'studyhall:keep-only-for', user: asha }]);
    expect(await caches.keys()).toHaveLength(4);
  });

  it('with one that does not answer within 2 s, deletes them itself', async () => {
    vi.useFakeTimers();
    workerThat(() => {});
    const done = keepSavedDataOnlyFor(null);
    await vi.advanceTimersByTimeAsync(1999);
    expect(await caches.keys()).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(await caches.keys()).toEqual(['workbox-precache-v2']);
  });
});
