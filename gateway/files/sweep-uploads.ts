import type { Store } from '../db/index.ts';
import type { FileStore } from './file-store.ts';

/**
 * Removes uploaded files that no row points at, and half-written uploads: what a crash between
 * a file and its row leaves. Run at start-up, before any request, with `before` the start time.
 */
export async function sweepUploads(files: FileStore, store: Store, before: Date): Promise<void> {
  const removed = await files.sweep(await store.uploads.allNames(), before);
  if (removed.length > 0) console.log(`Removed ${removed.length} uploaded file(s) that no record uses.`);
}
