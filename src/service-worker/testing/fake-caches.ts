/**
 * Cache Storage as the browser keeps it, in memory, for the worker's unit tests (Node has none):
 * named caches of request → response, in the order they were put (a put again moves to the end).
 */
export function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) => new URL(request instanceof Request ? request.url : String(request), 'https://school.test').href;
  const openCache = (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return {
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      match: async (request: RequestInfo | URL) => entries.get(keyOf(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => {
        entries.delete(keyOf(request));
        entries.set(keyOf(request), response.clone());
        stores.set(name, entries);
      },
      delete: async (request: RequestInfo | URL) => entries.delete(keyOf(request)),
    };
  };
  return {
    open: async (name: string) => openCache(name),
    /** A response from the cache named, as strategies look one up. */
    match: async (request: RequestInfo | URL, options?: { cacheName?: string }) => (options?.cacheName && stores.has(options.cacheName) ? openCache(options.cacheName).match(request) : undefined),
    keys: async () => [...stores.keys()],
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    /** What a cache holds now, by address, oldest first (for the tests' checks). */
    urlsIn: (name: string) => [...(stores.get(name)?.keys() ?? [])],
  };
}
