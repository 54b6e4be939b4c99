import { createHash, randomBytes } from 'node:crypto';
import { appendFile, copyFile, link, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import * as tar from 'tar';
import { TABLES, type Row, type Store } from '../db/index.ts';
import { isStoredName, syncToDisk } from '../files/file-store.ts';
import { fingerprint, MANIFEST_FILE, newManifest, tableEntry, TABLES_FOLDER, UPLOADS_FOLDER, type Manifest } from './manifest.ts';
import { RefusedError } from './refused.ts';
import { openStaging } from './staging.ts';

export interface BackupOptions {
  store: Store;
  /** The uploads folder (UPLOADS_DIR). */
  uploadsDir: string;
  /** The archive to write; it appears only once whole. */
  out: string;
  now?: () => Date;
}

/** A file deleted after the snapshot was taken (its row was deleted first): the snapshot is taken again. */
class FileGoneError extends RefusedError {}

/** Snapshots taken before giving up on a school whose files keep being deleted under the backup. */
const SNAPSHOT_ATTEMPTS = 5;

/**
 * Writes one archive (gzip'd tar) of the school as it stood at one moment, while it is in use:
 * every table's rows from one snapshot of the database, every file those rows name, and a
 * manifest with their counts and SHA-256 checksums. The same format for SQLite and PostgreSQL,
 * so a backup of one restores into the other.
 *
 * Each file is linked into the backup's folder right after the snapshot reads its row, so a
 * tutor deleting it a moment later cannot take it out of the backup; one deleted in between is
 * caught and the snapshot taken again.
 *
 * @param options the school's store and uploads folder, and the archive to write
 * @returns the manifest written into the archive
 * @example await backUp({ store, uploadsDir: config.uploadsDir, out: '/backups/studyhall.tar.gz' })
 */
export async function backUp({ store, uploadsDir, out, now = () => new Date() }: BackupOptions): Promise<Manifest> {
  const staging = await openStaging(uploadsDir, 'backup');
  try {
    const manifest = await snapshotWithRetries(store, uploadsDir, staging, now);
    await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeArchive(staging, out);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function snapshotWithRetries(store: Store, uploadsDir: string, staging: string, now: () => Date): Promise<Manifest> {
  for (let attempt = 1; ; attempt += 1) {
    await rm(join(staging, TABLES_FOLDER), { recursive: true, force: true });
    await rm(join(staging, UPLOADS_FOLDER), { recursive: true, force: true });
    try {
      return await snapshot(store, uploadsDir, staging, now());
    } catch (error) {
      if (!(error instanceof FileGoneError)) throw error;
      if (attempt === SNAPSHOT_ATTEMPTS) throw new RefusedError(`Files kept being deleted while the backup read them (${error.message}): run it again.`);
    }
  }
}

async function snapshot(store: Store, uploadsDir: string, staging: string, at: Date): Promise<Manifest> {
  const manifest = newManifest(at, await store.schema());
  await mkdir(join(staging, TABLES_FOLDER));
  await mkdir(join(staging, UPLOADS_FOLDER));
  const writers = new Map(TABLES.map(({ name }) => [name, tableWriter(join(staging, tableEntry(name)))]));
  for (const writer of writers.values()) await writer.start();
  const linked: string[] = [];
  await store.tables.read(async (table, rows) => {
    await writers.get(table)?.add(rows);
    if (table === 'uploads') linked.push(...(await linkFiles(rows, uploadsDir, join(staging, UPLOADS_FOLDER))));
  });
  for (const [name, writer] of writers) manifest.tables[name] = writer.finish();
  for (const name of linked) manifest.files[name] = await fingerprint(join(staging, UPLOADS_FOLDER, name));
  return manifest;
}

/** Appends rows as JSON lines and keeps their count, size and checksum as it goes. */
function tableWriter(path: string) {
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  return {
    start: () => writeFile(path, ''),
    async add(batch: Row[]) {
      const text = batch.map((row) => `${JSON.stringify(row)}\n`).join('');
      hash.update(text);
      rows += batch.length;
      bytes += Buffer.byteLength(text);
      await appendFile(path, text);
    },
    finish: () => ({ rows, bytes, sha256: hash.digest('hex') }),
  };
}

async function linkFiles(rows: Row[], uploadsDir: string, into: string): Promise<string[]> {
  const names = rows.map((row) => String(row.name));
  for (const name of names) {
    // Only our own names become paths: a row restored from a forged archive must not reach outside the folder.
    if (!isStoredName(name)) throw new RefusedError(`The uploads table names a file that is not one of the school's: ${JSON.stringify(name)}`);
    await linkOrCopy(join(uploadsDir, name), join(into, name));
  }
  return names;
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to).catch((error: unknown) => {
      // A file system without hard links (or a backup run by another account): a copy is slower, and just as safe.
      if (['EPERM', 'ENOTSUP', 'EXDEV'].includes((error as NodeJS.ErrnoException).code ?? '')) return copyFile(from, to);
      throw error;
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileGoneError(`${basename(from)} was deleted during the backup`);
    throw error;
  }
}

/** Packs the folder into `out` under a temporary name, synced, then renamed: a half-written archive never has the real name. */
async function writeArchive(staging: string, out: string): Promise<void> {
  const partial = join(dirname(out), `.${basename(out)}.${randomBytes(4).toString('hex')}.partial`);
  try {
    // It holds password hashes, like the database: for the owner's eyes only, from its first byte.
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true, mode: 0o600 }, [MANIFEST_FILE, TABLES_FOLDER, UPLOADS_FOLDER]);
    await syncToDisk(partial);
    await rename(partial, out);
    await syncToDisk(dirname(out));
  } finally {
    await rm(partial, { force: true });
  }
}
