import { createReadStream } from 'node:fs';
import { chmod, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import * as tar from 'tar';
import { openStore, ROWS_PER_BATCH, RowCountError, SchemaMismatchError, type Row, type RowsSink, type Store, type StoreOptions, type TableName } from '../db/index.ts';
import { syncToDisk } from '../files/file-store.ts';
import { refuseUnlessEmpty, refuseUnlessEmptyFolder } from './empty-target.ts';
import { fingerprint, MANIFEST_FILE, readManifest, tablesIn, TABLES_FOLDER, UPLOADS_FOLDER, type Manifest } from './manifest.ts';
import { RefusedError } from './refused.ts';
import { openStaging } from './staging.ts';

export interface RestoreOptions {
  /** The archive `backUp` wrote. */
  archive: string;
  /** The data folder (DATA_DIR): the SQLite database goes here unless `database` names PostgreSQL. */
  dataDir: string;
  /** The uploads folder (UPLOADS_DIR): empty or missing. */
  uploadsDir: string;
  database?: StoreOptions;
}

/**
 * Restores a backup into an empty school: unpacks it beside the uploads folder, checks every
 * table and file against the manifest before anything is written, puts the files in place,
 * and writes every row in one transaction that commits only if every table holds the rows the
 * manifest lists. Rows saved by an older version go into the tables of their own schema; the
 * migrations since then run after. A damaged archive, or a target that already holds a school,
 * changes nothing, and neither does a restore that fails on the way.
 *
 * @param options the archive, and where the school goes
 * @returns the archive's manifest
 * @throws RefusedError naming what is wrong with the archive or the target
 * @example await restore({ archive: 'studyhall.tar.gz', dataDir: config.dataDir, uploadsDir: config.uploadsDir, database: config.database })
 */
export async function restore({ archive, dataDir, uploadsDir, database = {} }: RestoreOptions): Promise<Manifest> {
  await refuseUnlessEmptyFolder(uploadsDir);
  const unpacked = await openStaging(uploadsDir, 'restore');
  try {
    const manifest = await unpack(archive, unpacked);
    const store = await openTarget(dataDir, database, manifest.schema);
    try {
      await refuseUnlessEmpty(store, database.databaseUrl ? 'The database' : dataDir);
      await putFilesInPlace(unpacked, uploadsDir, manifest);
      await writeRows(store, unpacked, manifest).catch(async (error: unknown) => {
        await Promise.all(Object.keys(manifest.files).map((name) => rm(join(uploadsDir, name), { force: true })));
        throw error instanceof RowCountError ? new RefusedError(error.message) : error;
      });
      await store.finishMigrations();
    } finally {
      await store.close();
    }
    return manifest;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

/** The target store, in the schema the rows were saved in. */
async function openTarget(dataDir: string, database: StoreOptions, schema: string): Promise<Store> {
  try {
    return await openStore(dataDir, { ...database, schemaUpTo: schema });
  } catch (error) {
    if (!(error instanceof SchemaMismatchError)) throw error;
    throw new RefusedError(`${error.message} Restore with a version of Studyhall at least as new as the one that made the backup, into a data folder or database that no server has opened since.`);
  }
}

/**
 * Unpacks plain files and folders only: no links, nothing outside `into` (node-tar strips
 * absolute paths and `..`), no owner or mode from the archive. Then checks every one against
 * the manifest.
 */
async function unpack(archive: string, into: string): Promise<Manifest> {
  const plain = (_path: string, entry: unknown) => entry instanceof tar.ReadEntry && (entry.type === 'File' || entry.type === 'Directory');
  await tar.extract({ file: archive, cwd: into, strict: true, preserveOwner: false, filter: plain }).catch((error: unknown) => {
    throw new RefusedError(`${archive} cannot be unpacked as a Studyhall backup: ${(error as Error).message}`);
  });
  const manifest = await readManifest(into);
  await checkFolder(into, manifest);
  return manifest;
}

async function checkFolder(folder: string, manifest: Manifest): Promise<void> {
  const expected = new Set([...Object.keys(manifest.tables).map((name) => `${TABLES_FOLDER}/${name}.ndjson`), ...Object.keys(manifest.files).map((name) => `${UPLOADS_FOLDER}/${name}`)]);
  const found = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));
  const unexpected = found.filter((path) => path !== MANIFEST_FILE && !expected.has(path));
  if (unexpected.length > 0) throw new RefusedError(`The backup holds files its manifest does not list: ${unexpected.slice(0, 5).join(', ')}`);
  if (manifest.tables.uploads && manifest.tables.uploads.rows !== Object.keys(manifest.files).length) {
    throw new RefusedError(`The backup's manifest lists ${Object.keys(manifest.files).length} files for ${manifest.tables.uploads.rows} uploads rows: the archive is damaged.`);
  }
  for (const [name, table] of Object.entries(manifest.tables)) {
    const { sha256 } = await fingerprint(join(folder, TABLES_FOLDER, `${name}.ndjson`)).catch(() => ({ sha256: 'missing' }));
    if (sha256 !== table.sha256) throw new RefusedError(`The backup's rows of ${name} do not match its manifest: the archive is damaged.`);
  }
  for (const [name, file] of Object.entries(manifest.files)) {
    const path = join(folder, UPLOADS_FOLDER, name);
    const found = await fingerprint(path).catch(() => undefined);
    if (found?.sha256 !== file.sha256 || found.bytes !== file.bytes) throw new RefusedError(`The backup's file ${name} does not match its manifest: the archive is damaged.`);
    await chmod(path, 0o600);
  }
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
    for (const table of tablesIn(manifest)) await readRows(join(unpacked, TABLES_FOLDER, `${table}.ndjson`), table, checkedPut(put, manifest));
  }, expected);
}

/** Refuses an `uploads` row naming a file the backup does not hold: it would point outside the school's files. */
function checkedPut(put: RowsSink, manifest: Manifest): RowsSink {
  return async (table, rows) => {
    const stray = table === 'uploads' ? rows.find((row) => !Object.hasOwn(manifest.files, String(row.name))) : undefined;
    if (stray) throw new RefusedError(`The backup's uploads table names a file it does not hold (${JSON.stringify(stray.name)}): the archive is damaged.`);
    await put(table, rows);
  };
}

async function readRows(path: string, table: TableName, put: RowsSink): Promise<void> {
  let batch: Row[] = [];
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (line === '') continue;
    batch.push(JSON.parse(line) as Row);
    if (batch.length === ROWS_PER_BATCH) {
      await put(table, batch);
      batch = [];
    }
  }
  if (batch.length > 0) await put(table, batch);
}
