import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boundedCache } from './bounded-cache.ts';
import { fakeCaches } from './testing/fake-caches.ts';

let storage: ReturnType<typeof fakeCaches>;

beforeEach(() => {
  storage = fakeCaches();
  vi.stubGlobal('caches', storage);
});
afterEach(() => vi.unstubAllGlobals());

/** Puts `count` files of `bytes` each, as the strategy would, telling the plugin after each. */
async function save(plugin: ReturnType<typeof boundedCache>, count: number, bytes: number, { length = true } = {}) {
  const cache = await caches.open('files');
  for (let index = 0; index < count; index++) {
    const headers = length ? { 'Content-Length': String(bytes) } : undefined;
    await cache.put(`/api/uploads/${index}.jpg`, new Response(new Uint8Array(bytes), { headers }));
    await plugin.cacheDidUpdate?.({ cacheName: 'files', request: new Request(`https://school.test/api/uploads/${index}.jpg`), newResponse: new Response(), event: {} as ExtendableEvent });
  }
}

describe('boundedCache', () => {
  it('keeps at most maxEntries, deleting the oldest saved first', async () => {
    await save(boundedCache({ maxEntries: 3, maxBytes: 1_000_000 }), 5, 10);
    expect(storage.urlsIn('files').map((url) => new URL(url).pathname)).toEqual(['/api/uploads/2.jpg', '/api/uploads/3.jpg', '/api/uploads/4.jpg']);
  });

  it('keeps at most maxBytes in all, by each answer’s length or, without one, its body', async () => {
    await save(boundedCache({ maxEntries: 200, maxBytes: 1000 }), 4, 400);
    expect(storage.urlsIn('files').map((url) => new URL(url).pathname)).toEqual(['/api/uploads/2.jpg', '/api/uploads/3.jpg']);

    storage = fakeCaches();
    vi.stubGlobal('caches', storage);
    await save(boundedCache({ maxEntries: 200, maxBytes: 1000 }), 4, 400, { length: false });
    expect(storage.urlsIn('files')).toHaveLength(2);
  });

  it('keeps no file over a fifth of maxBytes: it would push out dozens of photos', async () => {
    const plugin = boundedCache({ maxEntries: 200, maxBytes: 1000 });
    const request = new Request('https://school.test/api/uploads/big.pdf');
    const event = {} as ExtendableEvent;
    const big = new Response('x', { headers: { 'Content-Length': '201' } });
    const small = new Response('x', { headers: { 'Content-Length': '200' } });
    expect(await plugin.cacheWillUpdate?.({ request, response: big, event })).toBeNull();
    expect(await plugin.cacheWillUpdate?.({ request, response: small, event })).toBe(small);
  });

  it('leaves a cache within both bounds as it is', async () => {
    await save(boundedCache({ maxEntries: 200, maxBytes: 50 * 1024 * 1024 }), 3, 1000);
    expect(storage.urlsIn('files')).toHaveLength(3);
  });
});
