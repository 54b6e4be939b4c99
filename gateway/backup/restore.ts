import { createReadStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { restoreMessages } from '../../contract/strings/backup.ts';
import { openStore, ROWS_PER_BATCH, SchemaMismatchError, type Row, type RowsSink, type Store, type StoreOptions, type TableName } from '../db/index.ts';
import { syncToDisk } from '../files/file-store.ts';
import { refuseUnlessEmpty, refuseUnlessEmptyFolder } from './empty-target.ts';
import { noteFreshTarget } from './fresh-target.ts';
import { tableEntry, tablesIn, UPLOADS_FOLDER, type Manifest } from './manifest.ts';
import { RefusedError } from './refused.ts';
import { RESTORE_LIMITS, type RestoreLimits } from './restore-limits.ts';
import { openStaging } from './staging.ts';
import { unpackChecked } from './unpack-checked.ts';

export interface RestoreOptions {
  /** The archive `backUp` wrote. */
  archive: string;
  /** The data folder (DATA_DIR): the SQLite database goes here unless `database` names PostgreSQL. */
  dataDir: string;
  /** The uploads folder (UPLOADS_DIR): empty or missing. */
  uploadsDir: string;
  database?: StoreOptions;
  /** The most the restore accepts of an archive; tests lower them. */
  limits?: RestoreLimits;
}

/** Rows handed to the database at once, at most: a batch of long rows stays a few megabytes. */
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Restores a backup into an empty school. First unpacks it into a working folder beside the
 * uploads folder, checking every entry against the manifest as it streams (see
 * `unpackChecked`); only then puts the files in place and writes every row in one transaction
 * that commits only if every table holds the rows the manifest lists. Rows saved by an older
 * version go into the tables of their own schema; the migrations since then run after. A
 * damaged or hostile archive, or a target that already holds a school, changes nothing, and
 * neither does a restore that fails on the way: what it made (folders, the SQLite database,
 * files) is taken away again.
 *
 * @param options the archive, and where the school goes
 * @returns the archive's manifest
 * @throws RefusedError naming, in one line, what is wrong with the archive or the target
 * @example await restore({ archive: 'studyhall.tar.gz', dataDir: config.dataDir, uploadsDir: config.uploadsDir, database: config.database })
 */
export async function restore({ archive, dataDir, uploadsDir, database = {}, limits = RESTORE_LIMITS }: RestoreOptions): Promise<Manifest> {
  const made = noteFreshTarget(dataDir, uploadsDir, !database.databaseUrl);
  try {
    await refuseUnlessEmptyFolder(uploadsDir);
    const unpacked = await openStaging(uploadsDir, 'restore');
    try {
      const manifest = await unpackChecked({ archive, into: unpacked, limits });
      await writeSchool(unpacked, manifest, { dataDir, uploadsDir, database });
      return manifest;
    } finally {
      // Every write into it has finished (unpackChecked waits for each), so it goes whole.
      await rm(unpacked, { recursive: true, force: true });
    }
  } catch (error) {
    await made.undo();
    throw error;
  }
}

/** The checked files into the uploads folder, then the rows into the database; the files go again if the rows or the migrations after them fail. */
async function writeSchool(unpacked: string, manifest: Manifest, { dataDir, uploadsDir, database = {} }: Omit<RestoreOptions, 'archive'>): Promise<void> {
  const store = await openTarget(dataDir, database, manifest.schema);
  try {
    await refuseUnlessEmpty(store, database.databaseUrl ? 'The database' : dataDir);
    await putFilesInPlace(unpacked, uploadsDir, manifest);
    try {
      await writeRows(store, unpacked, manifest).catch((error: unknown) => {
        // The archive's checksums matched, so what the database refuses is in the archive: one line, as for any damage.
        throw error instanceof RefusedError ? error : new RefusedError(restoreMessages.rowsRefused(firstLine(error)));
      });
      // An older backup's rows brought up to date; should a migration fail on them, the files go too.
      await store.finishMigrations();
    } catch (error) {
      await Promise.all(Object.keys(manifest.files).map((name) => rm(join(uploadsDir, name), { force: true })));
      throw error;
    }
  } finally {
    await store.close();
  }
}

/** The target store, in the schema the rows were saved in. */
async function openTarget(dataDir: string, database: StoreOptions, schema: string): Promise<Store> {
  try {
    return await openStore(dataDir, { ...database, schemaUpTo: schema });
  } catch (error) {
    if (!(error instanceof SchemaMismatchError)) throw error;
    throw new RefusedError(restoreMessages.schemaNewer(error.message));
  }
}

function firstLine(error: unknown): string {
  return String(error instanceof Error ? error.message : error).split('\n')[0] ?? '';
}

/** Moves the files in, each synced; should one fail, those already moved go again. */
async function putFilesInPlace(unpacked: string, uploadsDir: string, manifest: Manifest): Promise<void> {
  const moved: string[] = [];
  try {
    for (const name of Object.keys(manifest.files)) {
      await rename(join(unpacked, UPLOADS_FOLDER, name), join(uploadsDir, name));
      moved.push(name);
      await syncToDisk(join(uploadsDir, name));
    }
    // The names live in the folder: sync it, or a power cut can forget the files.
    await syncToDisk(uploadsDir);
  } catch (error) {
    await Promise.all(moved.map((name) => rm(join(uploadsDir, name), { force: true })));
    throw error;
  }
}

/** Every row in one transaction, committed only if each table then holds what the manifest lists. */
async function writeRows(store: Store, unpacked: string, manifest: Manifest): Promise<void> {
  const expected = Object.fromEntries(tablesIn(manifest).map((table) => [table, manifest.tables[table]?.rows ?? 0]));
  await store.tables.write(async (put) => {
    for (const table of tablesIn(manifest)) await readRows(join(unpacked, tableEntry(table)), table, checkedPut(put, manifest));
  }, expected);
}

/** Refuses an `uploads` row naming a file the backup does not hold: it would point outside the school's files. */
function checkedPut(put: RowsSink, manifest: Manifest): RowsSink {
  return async (table, rows) => {
    const stray = table === 'uploads' ? rows.find((row) => !Object.hasOwn(manifest.files, String(row.name))) : undefined;
    if (stray) throw new RefusedError(restoreMessages.strayUpload(JSON.stringify(stray.name)));
    await put(table, rows);
  };
}

/** A table's rows, a line at a time (each line's length was checked while unpacking), in batches. */
async function readRows(path: string, table: TableName, put: RowsSink): Promise<void> {
  let batch: Row[] = [];
  let bytes = 0;
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (line === '') continue;
    batch.push(JSON.parse(line) as Row);
    bytes += line.length;
    if (batch.length === ROWS_PER_BATCH || bytes >= BATCH_BYTES) {
      await put(table, batch);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) await put(table, batch);
}
