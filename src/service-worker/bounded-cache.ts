import type { SerwistPlugin } from 'serwist';

export interface CacheBounds {
  maxEntries: number;
  maxBytes: number;
}

/**
 * Holds a cache to at most `maxEntries` responses and `maxBytes` in all, deleting the oldest
 * saved first. A file over a fifth of `maxBytes` is not kept: it would push out dozens of photos.
 * Serwist's ExpirationPlugin counts entries but not bytes, and keeps every URL in an IndexedDB
 * store of its own, which signing out would have to find and clear as well; here the cache is
 * all there is.
 */
export function boundedCache({ maxEntries, maxBytes }: CacheBounds): SerwistPlugin {
  return {
    cacheWillUpdate: async ({ response }) => (response && declaredSize(response) > maxBytes / 5 ? null : response),
    cacheDidUpdate: async ({ cacheName }) => {
      if (!(await caches.has(cacheName))) return;
      const cache = await caches.open(cacheName);
      // Oldest first: Cache Storage keeps entries in the order they were put.
      const requests = await cache.keys();
      const sizes = await Promise.all(requests.map((request) => cache.match(request).then(sizeOf)));
      let bytes = sizes.reduce((sum, size) => sum + size, 0);
      let entries = requests.length;
      for (const [index, request] of requests.entries()) {
        if (entries <= maxEntries && bytes <= maxBytes) break;
        await cache.delete(request);
        entries -= 1;
        bytes -= sizes[index] ?? 0;
      }
    },
  };
}

function declaredSize(response: Response): number {
  const length = Number(response.headers.get('Content-Length'));
  return Number.isFinite(length) ? length : 0;
}

async function sizeOf(response: Response | undefined): Promise<number> {
  if (!response) return 0;
  return declaredSize(response) || (await response.clone().blob()).size;
}
