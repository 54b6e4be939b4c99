import { existsSync } from 'node:fs';
import { rm, rmdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { DATABASE_FILE } from '../db/index.ts';

/** The SQLite database and the files it keeps beside it. */
const DATABASE_FILES = ['', '-wal', '-shm', '-journal'].map((suffix) => `${DATABASE_FILE}${suffix}`);

/**
 * Notes what a restore is about to make in its target: the folders that do not exist yet and,
 * on SQLite, the database. `undo` takes away what was made, so a restore that fails leaves the
 * target as it found it. It removes folders only when empty, so nothing it did not make can go
 * with them.
 *
 * @param dataDir the data folder (DATA_DIR)
 * @param uploadsDir the uploads folder (UPLOADS_DIR)
 * @param onSqlite whether the database is SQLite, in `dataDir`
 * @example const made = noteFreshTarget(dataDir, uploadsDir, !database.databaseUrl); … await made.undo()
 */
export function noteFreshTarget(dataDir: string, uploadsDir: string, onSqlite: boolean) {
  const madeDatabase = onSqlite && !existsSync(join(dataDir, DATABASE_FILE));
  const madeFolders = [...new Set([...missingFolders(uploadsDir), ...missingFolders(dataDir)])].sort((a, b) => b.length - a.length);
  return {
    /** Never throws: the restore's own failure is what the admin must read. */
    async undo(): Promise<void> {
      if (madeDatabase) for (const name of DATABASE_FILES) await rm(join(dataDir, name), { force: true }).catch(() => {});
      for (const dir of madeFolders) await rmdir(dir).catch(() => {});
    },
  };
}

/** `dir` and those of its parents that do not exist yet. */
function missingFolders(dir: string): string[] {
  const missing: string[] = [];
  for (let at = resolve(dir); !existsSync(at) && dirname(at) !== at; at = dirname(at)) missing.push(at);
  return missing;
}
