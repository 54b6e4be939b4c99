import { deleteUserCachesExcept } from './user-caches.ts';
import type { KeepOnlyFor, SavedDataOwner } from './worker-messages.ts';

/** How long a sign-in or sign-out waits for the service worker before going on without it. */
const WORKER_REPLY_MS = 2000;

/**
 * Deletes every saved answer and file of anyone but `owner` (of everyone, for null), and tells
 * the service worker to keep only theirs from now on. Awaited before a signed-in page opens, so
 * the next person on a shared phone never sees the last one's data, online or not.
 *
 * @example await keepSavedDataOnlyFor({ id: claims.aud, position: claims.position })
 */
export async function keepSavedDataOnlyFor(owner: SavedDataOwner | null): Promise<void> {
  const worker = await activeWorker();
  const message: KeepOnlyFor = { type: 'studyhall:keep-only-for', user: owner };
  const told = worker ? await Promise.race([ask(worker, message).then((reply) => reply === 'done'), wait(WORKER_REPLY_MS)]) : false;
  // No worker (yet), one that could not clear them, or no answer in time: the caches are the page's to clear.
  if (!told && typeof caches !== 'undefined') await deleteUserCachesExcept(owner?.id ?? null);
}

async function activeWorker(): Promise<ServiceWorker | null> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return null;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return registration?.active ?? null;
}

/**
 * Posts `message` and resolves with the worker's reply on the port sent along. Not
 * @serwist/window's `messageSW`, which does the same: importing it here put the whole
 * package (2.5 KB of gzip) on every page, where only the registration needs it.
 */
function ask(worker: ServiceWorker, message: KeepOnlyFor): Promise<unknown> {
  return new Promise((reply) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      channel.port1.close();
      reply(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

function wait(ms: number): Promise<false> {
  return new Promise((done) => setTimeout(() => done(false), ms));
}
