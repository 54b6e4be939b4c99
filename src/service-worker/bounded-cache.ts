import type { SerwistPlugin } from 'serwist';

export interface CacheBounds {
  maxEntries: number;
  maxBytes: number;
}

/**
 * Holds a cache to at most `maxEntries` responses and `maxBytes` in all, deleting the oldest
 * saved first. Serwist's ExpirationPlugin counts entries but not bytes, and keeps every URL in
 * an IndexedDB store of its own, which signing out would have to find and clear as well; here
 * the cache is all there is.
 */
export function boundedCache({ maxEntries, maxBytes }: CacheBounds): SerwistPlugin {
  return {
    cacheDidUpdate: async ({ cacheName }) => {
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

async function sizeOf(response: Response | undefined): Promise<number> {
  if (!response) return 0;
  const length = Number(response.headers.get('Content-Length'));
  return Number.isFinite(length) && length > 0 ? length : (await response.clone().blob()).size;
}
