import { CacheFirst, NetworkOnly, Serwist, StaleWhileRevalidate, type PrecacheEntry, type RouteHandlerCallbackOptions } from 'serwist';
import { OFFLINE_PAGE, type KeepOnlyFor, type SavedDataOwner } from '../lib/offline/worker-messages.ts';
import { boundedCache } from './bounded-cache.ts';
import { answerNews } from './news.ts';
import { keepSavedDataOnlyFor, savedDataOwner } from './owner.ts';
import { ownerOnly } from './owner-only.ts';
import { isStudentRead, isUpload, sender } from './requests.ts';
import { answersCacheOf, filesCacheOf } from '../lib/offline/user-caches.ts';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

/** Photos and files a student opened: the most a phone keeps for the next time it is offline. */
const FILE_BOUNDS = { maxEntries: 200, maxBytes: 50 * 1024 * 1024 };

const answerStrategies = new Map<string, StaleWhileRevalidate>();
const fileStrategies = new Map<string, CacheFirst>();

/** A student's reads: shown at once from their own cache, refreshed from the server behind it. */
function answersOf(userId: string): StaleWhileRevalidate {
  const strategy =
    answerStrategies.get(userId) ??
    new StaleWhileRevalidate({ cacheName: answersCacheOf(userId), plugins: [ownerOnly(userId), answerNews], matchOptions: { ignoreVary: true } });
  answerStrategies.set(userId, strategy);
  return strategy;
}

/** A student's files: an upload's name never changes, so a kept copy is always right. */
function filesOf(userId: string): CacheFirst {
  const strategy =
    fileStrategies.get(userId) ??
    new CacheFirst({ cacheName: filesCacheOf(userId), plugins: [ownerOnly(userId), boundedCache(FILE_BOUNDS), answerNews], matchOptions: { ignoreVary: true } });
  fileStrategies.set(userId, strategy);
  return strategy;
}

/** A read under the student's area: kept only for a student, and a new student's first read clears the last one's. */
async function studentRead(options: RouteHandlerCallbackOptions): Promise<Response> {
  const user = sender(options.request);
  // A tutor reads some of these lists too (their dashboard); nothing of the tutor's is kept.
  if (user?.position !== 'student') return fetch(options.request);
  if ((await savedDataOwner())?.id !== user.id) await keepSavedDataOnlyFor(user);
  return answersOf(user.id).handle(options);
}

/** A file, asked for with the file cookie: kept for the signed-in student, never for a tutor. */
async function upload(options: RouteHandlerCallbackOptions): Promise<Response> {
  const owner = await savedDataOwner();
  if (owner?.position !== 'student') return fetch(options.request);
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
    { matcher: isStudentRead, handler: studentRead },
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

self.addEventListener('message', (event) => {
  const message = event.data as Partial<KeepOnlyFor> | null;
  if (message?.type !== 'studyhall:keep-only-for' || !isOwnerOrNobody(message.user)) return;
  event.waitUntil(keepSavedDataOnlyFor(message.user).then(() => event.ports[0]?.postMessage('done')));
});

function isOwnerOrNobody(user: unknown): user is SavedDataOwner | null {
  if (user === null) return true;
  const { id, position } = (user ?? {}) as Partial<SavedDataOwner>;
  return typeof id === 'string' && (position === 'student' || position === 'tutor');
}

serwist.addEventListeners();
