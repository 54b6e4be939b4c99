import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { TEMPORARY_FILE } from './write-atomically.ts';

/** A stored file's path as records carry it: `uploads/<name>`, fetched from `/api/` plus the path. */
export const UPLOADS_PATH_PREFIX = 'uploads/';

/** The path records carry for the stored file `name`: `uploads/<name>`. */
export function uploadPath(name: string): string {
  return `${UPLOADS_PATH_PREFIX}${name}`;
}

/** 128 random bits and the checked extension: nothing else is ever served or swept. */
const STORED_NAME = /^[A-Za-z0-9_-]{22}\.[a-z0-9]{1,5}$/;

/** Whether `name` could be one of ours; anything else under uploads/ is never looked up. */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/**
 * The uploaded files on disk, under `DATA_DIR/uploads/`. An upload streams into a temporary
 * file, is checked, then is kept under a random, unguessable name; the database row that
 * points at it is the caller's, written after the file and before an old file is removed.
 */
export interface FileStore {
  readonly dir: string;
  /** A fresh temporary file name to stream an upload into. */
  temporaryPath(): string;
  /** Moves a checked temporary file into place, durably, and answers its new name. */
  keep(temporaryPath: string, extension: string): Promise<string>;
  /** The file's path on disk, or undefined for a name that is not one of ours. */
  pathOf(name: string): string | undefined;
  /** Removes a kept file or a temporary one; a missing file is not an error. */
  remove(nameOrPath: string): Promise<void>;
  /**
   * Removes files no record points at (left by a crash between the file and its row) and
   * abandoned temporary files, last changed before `before`. Answers the names removed.
   */
  sweep(keep: ReadonlySet<string>, before: Date): Promise<string[]>;
}

/** Opens (creating if needed) the file store in `dir`, readable by the server's account only. */
export function openFileStore(dir: string): FileStore {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const store: FileStore = {
    dir,
    temporaryPath: () => join(dir, `.upload-${randomBytes(8).toString('hex')}.tmp`),

    async keep(temporaryPath, extension) {
      const name = `${randomBytes(16).toString('base64url')}.${extension}`;
      await syncToDisk(temporaryPath);
      await rename(temporaryPath, join(dir, name));
      // The new name lives in the folder: sync it too, or a power cut can forget the file.
      await syncToDisk(dir);
      return name;
    },

    pathOf: (name) => (isStoredName(name) ? join(dir, name) : undefined),

    async remove(nameOrPath) {
      const path = nameOrPath.startsWith(dir) ? nameOrPath : store.pathOf(nameOrPath);
      if (path) await rm(path, { force: true });
    },

    async sweep(keep, before) {
      const removed: string[] = [];
      for (const name of await readdir(dir)) {
        const ours = isStoredName(name) ? !keep.has(name) : TEMPORARY_FILE.test(name);
        if (!ours) continue;
        const path = join(dir, name);
        const changed = await stat(path).then((info) => info.mtime, () => undefined);
        if (!changed || changed >= before) continue;
        await rm(path, { force: true });
        removed.push(name);
      }
      return removed;
    },
  };
  return store;
}

/** Pushes a file's bytes, or a folder's names, to the disk: what a power cut must not forget. */
export async function syncToDisk(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
