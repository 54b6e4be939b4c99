import type { SavedDataOwner } from '../lib/offline/worker-messages.ts';
import { deleteUserCachesExcept } from '../lib/offline/user-caches.ts';

/** Where the owner is remembered across the worker's restarts: Cache Storage, which the worker already uses. */
const OWNER_CACHE = 'studyhall-owner';
const OWNER_KEY = '/owner';

/** The owner as last set; `undefined` until read back after a restart. */
let owner: SavedDataOwner | null | undefined;
let changes: Promise<void> = Promise.resolve();

/**
 * The user whose answers and files may be kept: the one signed in on this browser, as the pages
 * or the requests say. Read once per worker start.
 */
export async function savedDataOwner(): Promise<SavedDataOwner | null> {
  if (owner === undefined) {
    const saved = await readOwner();
    // A change made while it was being read wins over what was read.
    if (owner === undefined) owner = saved;
  }
  return owner;
}

/** Whether `userId` still owns the saved data, now: a write that began for someone else is dropped. */
export function stillOwnedBy(userId: string): boolean {
  return owner?.id === userId;
}

/**
 * Makes `next` the owner (null: nobody) and deletes every other user's caches. The new owner is
 * set before anything is awaited, so a write in flight for the previous one is dropped from here on.
 * Changes run one after another, so a quick logout and login end in the order they were asked.
 */
export function keepSavedDataOnlyFor(next: SavedDataOwner | null): Promise<void> {
  owner = next;
  changes = changes.then(() => Promise.all([writeOwner(next), deleteUserCachesExcept(next?.id ?? null)])).then(
    () => undefined,
    () => undefined,
  );
  return changes;
}

async function readOwner(): Promise<SavedDataOwner | null> {
  const saved = await (await caches.open(OWNER_CACHE)).match(OWNER_KEY);
  return saved ? ((await saved.json()) as SavedDataOwner | null) : null;
}

async function writeOwner(next: SavedDataOwner | null): Promise<void> {
  await (await caches.open(OWNER_CACHE)).put(OWNER_KEY, Response.json(next));
}
