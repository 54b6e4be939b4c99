import { deleteUserCachesExcept } from '../lib/offline/user-caches.ts';
import type { SavedDataOwner } from '../lib/offline/worker-messages.ts';

/** Where the owner is remembered across the worker's restarts: Cache Storage, which the worker already uses. */
const OWNER_CACHE = 'studyhall-owner';
const OWNER_KEY = '/owner';

/**
 * The owner as last set, and whether any page has named one since the worker was installed;
 * `undefined` until read back after a restart.
 */
let state: { owner: SavedDataOwner | null; named: boolean } | undefined;
let changes: Promise<unknown> = Promise.resolve();
/** The owner whose change last completed in full (as JSON): naming them again needs no work. */
let settled: string | undefined;

/**
 * The user whose answers and files may be kept: the one signed in on this browser, as its pages
 * last said. Read once per worker start.
 */
export async function savedDataOwner(): Promise<SavedDataOwner | null> {
  return (await loadedState()).owner;
}

/** Whether `userId` still owns the saved data, now: a write that began for someone else is dropped. */
export function stillOwnedBy(userId: string): boolean {
  return state?.owner?.id === userId;
}

/**
 * Makes `next` the owner (null: nobody) and deletes every other user's caches; resolves with
 * whether all of that was done. The new owner is set before anything is awaited, so a write in
 * flight for the previous one is dropped from here on. Changes run one after another, so a quick
 * logout and login end in the order they were asked.
 */
export function setSavedDataOwner(next: SavedDataOwner | null): Promise<boolean> {
  const key = JSON.stringify(next);
  // Every page names the signed-in user as it loads: the same one again is nothing to do.
  if (settled === key && JSON.stringify(state?.owner ?? null) === key) return Promise.resolve(true);
  settled = undefined;
  state = { owner: next, named: true };
  const change = changes.then(() => Promise.all([writeOwner(next), deleteUserCachesExcept(next?.id ?? null)]));
  changes = change.catch(() => undefined);
  return change.then(
    () => {
      if (JSON.stringify(state?.owner ?? null) === key) settled = key;
      return true;
    },
    () => false,
  );
}

/**
 * Makes `user` the owner if no page has named one since the worker was installed: the login
 * that registered it happened before it could listen, so the first reads after it are the
 * signed-in user's. Once named (a sign-out names nobody), only the pages change the owner.
 */
export async function nameOwnerIfNone(user: SavedDataOwner): Promise<void> {
  if (!(await loadedState()).named) await setSavedDataOwner(user);
}

async function loadedState(): Promise<{ owner: SavedDataOwner | null; named: boolean }> {
  if (state === undefined) {
    const saved = await readOwner();
    // A change made while it was being read wins over what was read.
    state ??= saved === undefined ? { owner: null, named: false } : { owner: saved, named: true };
  }
  return state;
}

/** The owner written last, or undefined when none ever was. */
async function readOwner(): Promise<SavedDataOwner | null | undefined> {
  const saved = await (await caches.open(OWNER_CACHE)).match(OWNER_KEY);
  return saved ? ((await saved.json()) as SavedDataOwner | null) : undefined;
}

async function writeOwner(next: SavedDataOwner | null): Promise<void> {
  await (await caches.open(OWNER_CACHE)).put(OWNER_KEY, Response.json(next));
}
