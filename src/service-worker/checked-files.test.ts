import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckedFiles } from './checked-files.ts';
import { fakeCaches } from './testing/fake-caches.ts';

const FILE = 'https://school.test/api/uploads/abc.jpg';
const CACHE = 'studyhall-files-asha';
let storage: ReturnType<typeof fakeCaches>;

/** An ExtendableEvent as far as a strategy uses one. */
class WorkerEvent {
  waitUntil(): void {}
}
let server: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;

beforeEach(() => {
  storage = fakeCaches();
  server = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('fetch', (request: Request) => server(request));
  // Node has no worker events: the strategy asks which its event is, and hands it its waiting.
  vi.stubGlobal('ExtendableEvent', WorkerEvent);
  vi.stubGlobal('FetchEvent', class FetchEvent extends WorkerEvent {});
  // Serwist's development logging needs a worker's console; a built worker has none of it.
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubGlobal('self', { location: new URL('https://school.test/'), caches: storage });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** The file as a page asks for it, through the strategy. */
async function fetched(): Promise<Response> {
  const event = new WorkerEvent() as unknown as ExtendableEvent;
  return new CheckedFiles({ cacheName: CACHE }).handle({ request: new Request(FILE), event });
}
const keep = async (body: string) => (await caches.open(CACHE)).put(FILE, new Response(body, { headers: { ETag: '"abc.jpg"' } }));

describe('a student’s files (CheckedFiles)', () => {
  it('keeps a file the server sends, and shows the kept copy when the server says it is unchanged (304)', async () => {
    server.mockResolvedValueOnce(new Response('jpeg', { headers: { ETag: '"abc.jpg"' } }));
    expect(await (await fetched()).text()).toBe('jpeg');
    expect(storage.urlsIn(CACHE)).toEqual([FILE]);
    server.mockResolvedValueOnce(new Response(null, { status: 304 }));
    expect(await (await fetched()).text()).toBe('jpeg');
    expect(server.mock.calls[1]?.[0].headers.get('If-None-Match')).toBe('"abc.jpg"');
  });

  it.each([404, 403, 401])('never shows the kept copy over a %i, and deletes it', async (status) => {
    await keep('jpeg');
    server.mockResolvedValueOnce(new Response('{"message":"no"}', { status }));
    expect((await fetched()).status).toBe(status);
    expect(storage.urlsIn(CACHE)).toEqual([]);
  });

  it('shows the kept copy when the server cannot be reached, and fails without one', async () => {
    await keep('jpeg');
    server.mockRejectedValue(new TypeError('offline'));
    expect(await (await fetched()).text()).toBe('jpeg');
    await (await caches.open(CACHE)).delete(FILE);
    await expect(fetched()).rejects.toThrow();
  });
});
