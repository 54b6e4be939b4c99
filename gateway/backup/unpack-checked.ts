import { createHash } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type * as tar from 'tar';
import { restoreMessages } from '../../contract/strings/backup.ts';
import type { TableName } from '../db/index.ts';
import { diskRoom } from './disk-room.ts';
import { MANIFEST_FILE, parseManifest, tableEntry, tablesIn, TABLES_FOLDER, UPLOADS_FOLDER, type Manifest } from './manifest.ts';
import { RefusedError } from './refused.ts';
import type { RestoreLimits } from './restore-limits.ts';
import { rowLines } from './row-lines.ts';
import { tarEntries, UnreadableEntryError } from './tar-entries.ts';

export interface UnpackOptions {
  /** The archive `backUp` wrote, or anything else a user names. */
  archive: string;
  /** An empty working folder on the uploads folder's disk. */
  into: string;
  limits: RestoreLimits;
}

/** What an entry of the archive must be, from its manifest. */
type Expected =
  | { kind: 'folder' }
  | { kind: 'table'; table: TableName; rows: number; bytes?: number; sha256: string }
  | { kind: 'file'; name: string; bytes: number; sha256: string };

/**
 * Unpacks a backup into `into` in one pass, checking each entry before and as it is written:
 * the manifest must come first and be no larger than a school's; every later entry must be a
 * table or file it lists, once, of the size it lists (read from the entry's header, before its
 * bytes are unpacked) and with its SHA-256; rows must be lines of a sane length, as many as
 * listed; and the whole must fit the disk. Only then does the restore touch the school. Every
 * write is finished when this returns or throws, so the caller can remove `into` whole.
 *
 * @param options the archive, the working folder, and the most a restore accepts
 * @returns the archive's manifest, every entry of which is in `into`
 * @throws RefusedError saying in one line what is wrong with the archive
 * @example const manifest = await unpackChecked({ archive, into: staging, limits: RESTORE_LIMITS })
 */
export async function unpackChecked({ archive, into, limits }: UnpackOptions): Promise<Manifest> {
  const entries = tarEntries(archive);
  try {
    const manifest = await readManifestEntry((await entries.next()).value, limits);
    const room = await diskRoom(dirname(into));
    room.claim(declaredBytes(manifest));
    await mkdir(join(into, TABLES_FOLDER));
    await mkdir(join(into, UPLOADS_FOLDER));
    const met = new Set<string>();
    for await (const entry of entries) {
      const path = entry.type === 'Directory' ? entry.path.replace(/\/$/, '') : entry.path;
      const want = met.has(path) ? undefined : listedAs(path, manifest);
      if (!want) throw new RefusedError(met.has(path) ? restoreMessages.twice(path) : restoreMessages.notListed(path));
      met.add(path);
      if (want.kind === 'folder') {
        if (entry.type !== 'Directory') throw new RefusedError(restoreMessages.oddEntry(path));
        entry.resume();
        continue;
      }
      if (entry.type !== 'File') throw new RefusedError(restoreMessages.oddEntry(path));
      room.claim(checkedSize(entry, path, want, limits));
      await stage(entry, join(into, path), contentCheck(want, limits));
    }
    const missing = listedPaths(manifest).filter((path) => !met.has(path));
    if (missing.length > 0) throw new RefusedError(restoreMessages.missing(missing.slice(0, 5).join(', ')));
    return manifest;
  } catch (error) {
    throw asRefusal(error, archive);
  } finally {
    await entries.return(undefined);
  }
}

/** The first entry, which `npm run backup` always writes first; read whole only once its size is known to be sane. */
async function readManifestEntry(entry: tar.ReadEntry | undefined, limits: RestoreLimits): Promise<Manifest> {
  if (entry?.path !== MANIFEST_FILE || entry.type !== 'File') throw new RefusedError(restoreMessages.noManifest(entry?.path ?? 'nothing'));
  if (entry.size > limits.manifestBytes) throw new RefusedError(restoreMessages.manifestTooLarge(entry.size, limits.manifestBytes));
  const text = Buffer.alloc(entry.size);
  let length = 0;
  for await (const chunk of entry as AsyncIterable<Buffer>) length += chunk.copy(text, length);
  const manifest = parseManifest(text.subarray(0, length), limits);
  const uploads = manifest.tables.uploads;
  const files = Object.keys(manifest.files).length;
  if (uploads && uploads.rows !== files) throw new RefusedError(restoreMessages.filesForRows(files, uploads.rows));
  return manifest;
}

/** What the manifest lists at `path`, if anything: looked up, not copied, so a manifest of many files costs no more. */
function listedAs(path: string, manifest: Manifest): Expected | undefined {
  if (path === TABLES_FOLDER || path === UPLOADS_FOLDER) return { kind: 'folder' };
  const table = tablesIn(manifest).find((name) => tableEntry(name) === path);
  const rows = table && manifest.tables[table];
  if (table && rows) return { kind: 'table', table, ...rows };
  const name = path.slice(UPLOADS_FOLDER.length + 1);
  const file = path === `${UPLOADS_FOLDER}/${name}` && Object.hasOwn(manifest.files, name) ? manifest.files[name] : undefined;
  return file && { kind: 'file', name, ...file };
}

/** Every table and file the manifest lists, as paths in the archive. */
function listedPaths(manifest: Manifest): string[] {
  return [...tablesIn(manifest).map(tableEntry), ...Object.keys(manifest.files).map((name) => `${UPLOADS_FOLDER}/${name}`)];
}

/** The disk the manifest's sizes claim: every file, and every table's rows twice (unpacked, then in the database). */
function declaredBytes(manifest: Manifest): number {
  const files = Object.values(manifest.files).reduce((sum, file) => sum + file.bytes, 0);
  const tables = Object.values(manifest.tables).reduce((sum, table) => sum + (table.bytes ?? 0), 0);
  return files + 2 * tables;
}

/**
 * The entry's size from its header, checked against the manifest before a byte of it is
 * unpacked: a small archive that would expand far beyond what it lists is refused here.
 * Answers the disk it claims beyond what the manifest declared.
 */
function checkedSize(entry: tar.ReadEntry, path: string, want: Exclude<Expected, { kind: 'folder' }>, limits: RestoreLimits): number {
  if (want.bytes !== undefined) {
    if (entry.size !== want.bytes) throw new RefusedError(restoreMessages.sizeDiffers(path, entry.size, want.bytes));
    return 0;
  }
  // A table of a backup older than its `bytes`: no longer than its rows can be.
  if (want.kind === 'table' && entry.size > want.rows * (limits.rowBytes + 1)) throw new RefusedError(restoreMessages.tableTooLarge(want.table, entry.size, want.rows));
  return 2 * entry.size;
}

/** Hashes (and for a table, counts the lines of) what streams past; `end` refuses what does not match the manifest. */
function contentCheck(want: Exclude<Expected, { kind: 'folder' }>, limits: RestoreLimits) {
  const hash = createHash('sha256');
  const lines = want.kind === 'table' ? rowLines(want.table, limits.rowBytes) : undefined;
  return {
    add(chunk: Buffer): void {
      hash.update(chunk);
      lines?.add(chunk);
    },
    end(): void {
      const sha256 = hash.digest('hex');
      if (want.kind === 'file' && sha256 !== want.sha256) throw new RefusedError(restoreMessages.fileDiffers(want.name));
      if (want.kind !== 'table') return;
      if (sha256 !== want.sha256) throw new RefusedError(restoreMessages.rowsDiffer(want.table));
      const rows = lines?.rows() ?? 0;
      if (rows !== want.rows) throw new RefusedError(restoreMessages.rowCountDiffers(want.table, rows, want.rows));
    },
  };
}

/**
 * Writes the entry's bytes to `path` (a new file, for the server's account only) through
 * `check`, each write finished before the next: when this settles, nothing is still writing.
 */
async function stage(entry: tar.ReadEntry, path: string, check: ReturnType<typeof contentCheck>): Promise<void> {
  const file = await open(path, 'wx', 0o600);
  try {
    for await (const chunk of entry as AsyncIterable<Buffer>) {
      check.add(chunk);
      for (let written = 0; written < chunk.length; ) written += (await file.write(chunk, written)).bytesWritten;
    }
  } finally {
    await file.close();
  }
  check.end();
}

/** A damaged archive as the one line the admin reads; a fault of this machine (a full disk, say) as it is. */
function asRefusal(error: unknown, archive: string): unknown {
  if (error instanceof UnreadableEntryError) return new RefusedError(restoreMessages.oddEntry(error.message));
  if (!(error instanceof Error && 'tarCode' in error)) return error;
  // node-tar marks what it found wrong with the archive, zlib's errors included; its own bomb check says so only in words.
  return new RefusedError(/decompression ratio/.test(error.message) ? restoreMessages.bomb : restoreMessages.unreadable(archive, error.message));
}
