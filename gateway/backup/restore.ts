import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import * as tar from 'tar';
import { openStore, type Row, type RowsSink, type Store, type StoreOptions, type TableName } from '../db/index.ts';
import { syncToDisk } from '../files/file-store.ts';
import { fingerprint, MANIFEST_FILE, readManifest, tablesIn, TABLES_FOLDER, UPLOADS_FOLDER, type Manifest } from './manifest.ts';
import { refuseUnlessEmpty } from './empty-target.ts';
import { RefusedError } from './refused.ts';

export interface RestoreOptions {
  /** The archive `backUp` wrote. */
  archive: string;
  /** The data folder (DATA_DIR): the SQLite database goes here unless `database` names PostgreSQL. */
  dataDir: string;
  /** The uploads folder (UPLOADS_DIR): empty or missing. */
  uploadsDir: string;
  database?: StoreOptions;
}

/** Rows handed to the database at once. */
const BATCH_ROWS = 500;

/**
 * Restores a backup into an empty school: unpacks it beside the uploads folder, checks every
 * table and file against the manifest before anything is written, puts the files in place,
 * writes every row in one transaction, and checks the counts again. Rows saved by an older
 * version go into the tables of their own schema; the migrations since then run after.
 * A damaged archive, or a target that already holds a school, changes nothing.
 *
 * @param options the archive, and where the school goes
 * @returns the archive's manifest
 * @throws Error naming what is wrong with the archive or the target
 * @example await restore({ archive: 'studyhall.tar.gz', dataDir: config.dataDir, uploadsDir: config.uploadsDir, database: config.database })
 */
export async function restore({ archive, dataDir, uploadsDir, database = {} }: RestoreOptions): Promise<Manifest> {
  await mkdir(uploadsDir, { recursive: true, mode: 0o700 });
  if ((await readdir(uploadsDir)).length > 0) throw new RefusedError(`${uploadsDir} already holds files: restore into an empty uploads folder.`);
  // Beside the files' final place, on the same disk: moving them in is a rename.
  const unpacked = await mkdtemp(join(uploadsDir, '.restore-'));
  try {
    const manifest = await unpack(archive, unpacked);
    const store = await openStore(dataDir, { ...database, schemaUpTo: manifest.schema });
    try {
      await refuseUnlessEmpty(store, database.databaseUrl ? 'The database' : dataDir);
      await putFilesInPlace(unpacked, uploadsDir, manifest);
      await writeRows(store, unpacked, manifest).catch(async (error: unknown) => {
        await Promise.all(Object.keys(manifest.files).map((name) => rm(join(uploadsDir, name), { force: true })));
        throw error;
      });
      await store.finishMigrations();
      await checkCounts(store, manifest);
    } finally {
      await store.close();
    }
    return manifest;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

/** Unpacks plain files and folders only (no links, nothing outside `into`), then checks every one against the manifest. */
async function unpack(archive: string, into: string): Promise<Manifest> {
  await tar.extract({ file: archive, cwd: into, strict: true, filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory') }).catch((error: unknown) => {
    throw new RefusedError(`${archive} cannot be unpacked as a Studyhall backup: ${(error as Error).message}`);
  });
  const manifest = await readManifest(into);
  await checkFolder(into, manifest);
  return manifest;
}

async function checkFolder(folder: string, manifest: Manifest): Promise<void> {
  const expected = [...Object.keys(manifest.tables).map((name) => `${TABLES_FOLDER}/${name}.ndjson`), ...Object.keys(manifest.files).map((name) => `${UPLOADS_FOLDER}/${name}`)];
  const found = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));
  const unexpected = found.filter((path) => path !== MANIFEST_FILE && !expected.includes(path));
  if (unexpected.length > 0) throw new RefusedError(`The backup holds files its manifest does not list: ${unexpected.slice(0, 5).join(', ')}`);
  for (const [name, table] of Object.entries(manifest.tables)) {
    const { sha256 } = await fingerprint(join(folder, TABLES_FOLDER, `${name}.ndjson`)).catch(() => ({ sha256: 'missing' }));
    if (sha256 !== table.sha256) throw new RefusedError(`The backup's rows of ${name} do not match its manifest: the archive is damaged.`);
  }
  for (const [name, file] of Object.entries(manifest.files)) {
    const found = await fingerprint(join(folder, UPLOADS_FOLDER, name)).catch(() => undefined);
    if (found?.sha256 !== file.sha256 || found.bytes !== file.bytes) throw new RefusedError(`The backup's file ${name} does not match its manifest: the archive is damaged.`);
  }
}

async function putFilesInPlace(unpacked: string, uploadsDir: string, manifest: Manifest): Promise<void> {
  for (const name of Object.keys(manifest.files)) await rename(join(unpacked, UPLOADS_FOLDER, name), join(uploadsDir, name));
  // The names live in the folder: sync it, or a power cut can forget the files.
  await syncToDisk(uploadsDir);
}

async function writeRows(store: Store, unpacked: string, manifest: Manifest): Promise<void> {
  await store.tables.write(async (put) => {
    for (const table of tablesIn(manifest)) await readRows(join(unpacked, TABLES_FOLDER, `${table}.ndjson`), table, put);
  });
}

async function readRows(path: string, table: TableName, put: RowsSink): Promise<void> {
  let batch: Row[] = [];
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (line === '') continue;
    batch.push(JSON.parse(line) as Row);
    if (batch.length === BATCH_ROWS) {
      await put(table, batch);
      batch = [];
    }
  }
  if (batch.length > 0) await put(table, batch);
}

async function checkCounts(store: Store, manifest: Manifest): Promise<void> {
  const counts = await store.tables.count();
  const wrong = tablesIn(manifest).filter((table) => counts[table] !== manifest.tables[table]?.rows);
  if (wrong.length > 0) throw new RefusedError(`After the restore, these tables do not hold the rows the backup lists: ${wrong.join(', ')}`);
}
