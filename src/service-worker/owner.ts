import { deleteUserCachesExcept } from '../lib/offline/user-caches.ts';
import type { SavedDataOwner } from '../lib/offline/worker-messages.ts';

/** Where the owner is remembered across the worker's restarts: Cache Storage, which the worker already uses. */
const OWNER_CACHE = 'studyhall-owner';
const OWNER_KEY = '/owner';

/** The owner as last set; `undefined` until read back after a restart. */
let owner: SavedDataOwner | null | undefined;
let changes: Promise<unknown> = Promise.resolve();

/**
 * The user whose answers and files may be kept: the one signed in on this browser, as its pages
 * last said. Read once per worker start.
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
 * Makes `next` the owner (null: nobody) and deletes every other user's caches; resolves with
 * whether all of that was done. The new owner is set before anything is awaited, so a write in
 * flight for the previous one is dropped from here on. Changes run one after another, so a quick
 * logout and login end in the order they were asked.
 */
export function setSavedDataOwner(next: SavedDataOwner | null): Promise<boolean> {
  owner = next;
  const change = changes.then(() => Promise.all([writeOwner(next), deleteUserCachesExcept(next?.id ?? null)]));
  changes = change.catch(() => undefined);
  return change.then(
    () => true,
    () => false,
  );
}

async function readOwner(): Promise<SavedDataOwner | null> {
  const saved = await (await caches.open(OWNER_CACHE)).match(OWNER_KEY);
  return saved ? ((await saved.json()) as SavedDataOwner | null) : null;
}

async function writeOwner(next: SavedDataOwner | null): Promise<void> {
  await (await caches.open(OWNER_CACHE)).put(OWNER_KEY, Response.json(next));
}
