import type { Store } from '../db/index.ts';
import type { FileStore } from './file-store.ts';

/**
 * How long a file may sit unclaimed before a sweep takes it. Another process sharing the
 * uploads folder may be streaming it in, or about to write its row; an upload stalled this
 * long has been given up on.
 */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes uploaded files that no row points at, and half-written uploads, last changed before
 * `before`: what a crash between a file and its row leaves.
 */
export async function sweepUploads(files: FileStore, store: Store, before: Date): Promise<void> {
  const removed = await files.sweep(await store.uploads.allNames(), before);
  if (removed.length > 0) console.log(`Removed ${removed.length} uploaded file(s) that no record uses.`);
}

/**
 * What the start-up sweep may take. Alone with its data (SQLite), the process is writing
 * nothing yet, so everything older than its start is left over from a crash. When several
 * processes share the database and the folder, only what is older than the grace period.
 *
 * @param startedAt when this process started
 * @param shared whether other app processes may be writing into the same uploads folder
 * @example await sweepUploads(files, store, startUpSweepBefore(new Date(), Boolean(config.database.databaseUrl)))
 */
export function startUpSweepBefore(startedAt: Date, shared: boolean): Date {
  return shared ? new Date(startedAt.getTime() - SWEEP_GRACE_MS) : startedAt;
}
