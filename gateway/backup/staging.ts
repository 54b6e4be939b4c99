import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { SWEEP_GRACE_MS } from '../files/sweep-uploads.ts';

/** The working folders backups and restores make inside the uploads folder. */
const STAGING_FOLDER = /^\.(backup|restore)-[A-Za-z0-9]{6}$/;

/** Whether `name`, in the uploads folder, is a backup's or restore's working folder rather than the school's. */
export function isStagingFolder(name: string): boolean {
  return STAGING_FOLDER.test(name);
}

/**
 * A fresh working folder inside the uploads folder (the same disk, so files are linked or
 * renamed, never copied). Working folders left by a backup or restore that was killed, and
 * untouched for the sweep's grace period, are removed first: their hard links would otherwise
 * keep deleted files' space in use.
 *
 * @param uploadsDir the uploads folder
 * @param purpose what the folder is for, in its name
 */
export async function openStaging(uploadsDir: string, purpose: 'backup' | 'restore'): Promise<string> {
  const before = Date.now() - SWEEP_GRACE_MS;
  for (const name of (await readdir(uploadsDir)).filter(isStagingFolder)) {
    const changed = await stat(join(uploadsDir, name)).then((info) => info.mtimeMs, () => Infinity);
    if (changed < before) await rm(join(uploadsDir, name), { recursive: true, force: true });
  }
  return mkdtemp(join(uploadsDir, `.${purpose}-`));
}
