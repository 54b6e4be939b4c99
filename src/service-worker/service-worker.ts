import { NetworkFirst, NetworkOnly, Serwist, StaleWhileRevalidate, type PrecacheEntry, type RouteHandlerCallbackOptions, type Strategy } from 'serwist';
import { answersCacheOf, filesCacheOf } from '../lib/offline/user-caches.ts';
import { OFFLINE_PAGE, type KeepOnlyFor, type SavedDataOwner } from '../lib/offline/worker-messages.ts';
import { boundedCache } from './bounded-cache.ts';
import { CheckedFiles } from './checked-files.ts';
import { answerNews } from './news.ts';
import { nameOwnerIfNone, savedDataOwner, setSavedDataOwner } from './owner.ts';
import { ownerOnly } from './owner-only.ts';
import { isKeptRead, isUpload, OFFLINE_READERS, sender } from './requests.ts';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** Photos and files a student opened: the most a phone keeps for the next time it is offline. */
const FILE_BOUNDS = { maxEntries: 200, maxBytes: 50 * 1024 * 1024 };

/** The owner's strategies, made once per user and kind; a new owner gets new ones. */
const strategies = new Map<string, Strategy>();
function strategyFor<T extends Strategy>(key: string, make: () => T): T {
  const strategy = (strategies.get(key) as T | undefined) ?? make();
  strategies.set(key, strategy);
  return strategy;
}

/** Where a student's reads are kept, and by what rules: the same for both ways of reading them. */
const answersCache = (userId: string) => ({ cacheName: answersCacheOf(userId), plugins: [ownerOnly(userId), answerNews], matchOptions: { ignoreVary: true } });

/** A student's reads: shown at once from their own cache, refreshed from the server behind it. */
const answersOf = (userId: string) => strategyFor(`answers ${userId}`, () => new StaleWhileRevalidate(answersCache(userId)));

/** A read the page wants from the server (the list again after a change), saved on the way, the saved copy offline. */
const freshAnswersOf = (userId: string) => strategyFor(`fresh ${userId}`, () => new NetworkFirst(answersCache(userId)));

/**
 * A student's files, checked with the server each time (`CheckedFiles`): a file no longer for
 * the student is never shown from the phone, and its copy is deleted. Fetched past the browser's
 * own cache, so the bounded copy here is the only one a sign-out must delete.
 */
const filesOf = (userId: string) =>
  strategyFor(
    `files ${userId}`,
    () =>
      new CheckedFiles({
        cacheName: filesCacheOf(userId),
        plugins: [ownerOnly(userId), boundedCache(FILE_BOUNDS), answerNews],
        matchOptions: { ignoreVary: true },
        fetchOptions: { cache: 'no-store' },
      }),
  );

/**
 * A read under the student's (or a guardian's) area, kept only for the user the pages last said is
 * signed in; anyone else's (a tutor's dashboard, a tab still sending a replaced token) goes to the
 * server alone.
 */
async function keptRead(options: RouteHandlerCallbackOptions): Promise<Response> {
  const user = sender(options.request);
  if (!user || !OFFLINE_READERS.includes(user.position)) return fetch(options.request);
  await nameOwnerIfNone(user);
  if (user.id !== (await savedDataOwner())?.id) return fetch(options.request);
  return (options.request.cache === 'no-store' ? freshAnswersOf(user.id) : answersOf(user.id)).handle(options);
}

/** A file, asked for with the file cookie, which the owner's login set: kept for a student or guardian owner, never for a tutor. */
async function upload(options: RouteHandlerCallbackOptions): Promise<Response> {
  const owner = await savedDataOwner();
  if (!owner || !OFFLINE_READERS.includes(owner.position)) return fetch(options.request);
  return filesOf(owner.id).handle(options);
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    cleanupOutdatedCaches: true,
    // Pages open with their view in the query (`?view=…&id=…`): each is still the same built page.
    ignoreURLParametersMatching: [/.*/],
  },
  // A new version waits for the person to choose Reload, so no form is lost to a silent reload.
  skipWaiting: false,
  clientsClaim: true,
  runtimeCaching: [
    { matcher: isKeptRead, handler: keptRead },
    { matcher: isUpload, handler: upload },
    // Asked of the network, so the catch handler below can answer a failure.
    { matcher: ({ request }) => request.mode === 'navigate', handler: new NetworkOnly() },
  ],
});

// An address never saved, offline: a page saying so, rather than the browser's error.
serwist.setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await serwist.matchPrecache(OFFLINE_PAGE)) ?? Response.error();
});

// The pages say whose data may be kept (at sign-in, sign-out and each page's load); the reply
// says whether everyone else's is gone, so a page can clear it itself if not.
self.addEventListener('message', (event) => {
  const message = event.data as Partial<KeepOnlyFor> | null;
  if (message?.type !== 'studyhall:keep-only-for' || !isOwnerOrNobody(message.user)) return;
  event.waitUntil(setSavedDataOwner(message.user).then((done) => event.ports[0]?.postMessage(done ? 'done' : 'failed')));
});

function isOwnerOrNobody(user: unknown): user is SavedDataOwner | null {
  if (user === null) return true;
  const { id, position } = (user ?? {}) as Partial<SavedDataOwner>;
  return typeof id === 'string' && (position === 'student' || position === 'tutor' || position === 'guardian');
}

serwist.addEventListeners();
