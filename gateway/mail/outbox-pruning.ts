import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { TEMPORARY_FILE } from '../files/write-atomically.ts';

/** A temporary file this old is no mail being written, but one a crash interrupted. */
const ABANDONED_AFTER_MS = 60_000;

/**
 * Deletes outbox mails last written before `before`, and mails a crash left half-written;
 * answers how many went.
 */
export async function pruneOutbox(outboxDir: string, before: Date, now = new Date()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    // No mail written yet: nothing to prune.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let pruned = 0;
  for (const name of names) {
    const file = join(outboxDir, name);
    const cutoff = TEMPORARY_FILE.test(name) ? now.getTime() - ABANDONED_AFTER_MS : name.endsWith('.eml') ? before.getTime() : -Infinity;
    if ((await lastWritten(file)) < cutoff) {
      await rm(file, { force: true });
      pruned++;
    }
  }
  return pruned;
}

/** When `file` was last written; Infinity when it is gone (a mail renamed into place meanwhile). */
async function lastWritten(file: string): Promise<number> {
  try {
    return (await stat(file)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Infinity;
    throw error;
  }
}
