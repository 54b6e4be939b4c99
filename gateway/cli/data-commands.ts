import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backUp } from '../backup/backup.ts';
import type { Manifest } from '../backup/manifest.ts';
import { moveSchool } from '../backup/move-school.ts';
import { RefusedError } from '../backup/refused.ts';
import { restore } from '../backup/restore.ts';
import type { Config } from '../config.ts';
import { DATABASE_FILE, openStore, SchemaMismatchError } from '../db/index.ts';
import { printable } from './printable.ts';
import { CliError } from './tutor-commands.ts';

/** Where the school is, as the server finds it, and where to print. */
export interface DataIo {
  place: Pick<Config, 'dataDir' | 'uploadsDir' | 'database'>;
  print: (line: string) => void;
}

const backupUsage = `Usage:
  npm run backup -- --out FILE

Writes one archive of the school (every table of the database, from one snapshot, and every
uploaded file, with a manifest of counts and checksums) while the server keeps running. Reads
the same settings as the server: DATA_DIR, UPLOADS_DIR and DATABASE_URL.`;

const restoreUsage = `Usage:
  npm run restore -- FILE

Restores a backup into an empty school: the database in DATA_DIR (or at DATABASE_URL) must
hold no rows, and UPLOADS_DIR no files. Every table and file is checked against the backup's
manifest (size, checksum, rows) before the school is written; an archive that is cut short,
damaged, forged or too large for the disk is refused in one line, and the school is left as it
was. Stop the server first.`;

const migrateUsage = `Usage:
  npm run migrate-data -- --to postgres://USER:PASSWORD@HOST:5432/DATABASE [--uploads-to DIR]

Copies the school from the SQLite database in DATA_DIR into an empty PostgreSQL database, and
checks every table's row count on both sides. The files stay in UPLOADS_DIR, or are copied to
DIR (empty or missing). Stop the server first, and start it again with DATABASE_URL and
JWT_SECRET set.`;

/**
 * `npm run backup -- --out FILE`.
 *
 * @example await runBackupCommand(['--out', '/backups/monday.tar.gz'], { place: loadConfig(), print: console.log })
 */
export async function runBackupCommand(argv: string[], { place, print }: DataIo): Promise<Manifest> {
  const { values } = parse(argv, ['out'], backupUsage);
  if (!values.out) throw new CliError(`--out is required.\n\n${backupUsage}`);
  const out = resolve(values.out);
  const started = performance.now();
  const store = await openStore(place.dataDir, place.database);
  const manifest = await refusals(() => backUp({ store, uploadsDir: place.uploadsDir, out })).finally(() => store.close());
  const megabytes = (statSync(out).size / 1e6).toFixed(1);
  print(`Backed up ${summary(manifest)} to ${out} (${megabytes} MB) in ${seconds(started)}.`);
  return manifest;
}

/**
 * `npm run restore -- FILE`.
 *
 * @example await runRestoreCommand(['/backups/monday.tar.gz'], { place: loadConfig(), print: console.log })
 */
export async function runRestoreCommand(argv: string[], { place, print }: DataIo): Promise<Manifest> {
  const { positionals } = parse(argv, [], restoreUsage, true);
  const [archive, ...extra] = positionals;
  if (!archive || extra.length > 0) throw new CliError(`Name one backup file.\n\n${restoreUsage}`);
  if (!existsSync(archive)) throw new CliError(`${archive} does not exist.`);
  if (!statSync(archive).isFile()) throw new CliError(`${archive} is not a file.`);
  const started = performance.now();
  const manifest = await refusals(() => restore({ archive, dataDir: place.dataDir, uploadsDir: place.uploadsDir, database: place.database }));
  print(`Restored ${summary(manifest)} from the backup of ${manifest.createdAt} in ${seconds(started)}; every count and checksum matches.`);
  return manifest;
}

/**
 * `npm run migrate-data -- --to postgres://… [--uploads-to DIR]`.
 *
 * @example await runMigrateDataCommand(['--to', 'postgres://studyhall@db/studyhall'], { place: loadConfig(), print: console.log })
 */
export async function runMigrateDataCommand(argv: string[], { place, print }: DataIo): Promise<void> {
  const { values } = parse(argv, ['to', 'uploads-to'], migrateUsage);
  const target = postgresUrl(values.to);
  if (!existsSync(join(place.dataDir, DATABASE_FILE))) throw new CliError(`There is no SQLite database in ${place.dataDir} to move (DATA_DIR).`);
  const uploadsTo = values['uploads-to'] && resolve(values['uploads-to']);
  const started = performance.now();
  const from = await openStore(place.dataDir);
  try {
    const to = await openStore(place.dataDir, { databaseUrl: target.href, poolSize: 2 });
    const moved = await refusals(() => moveSchool({ from, to, uploadsFrom: place.uploadsDir, uploadsTo })).finally(() => to.close());
    const rows = Object.values(moved.rows).reduce((sum, count) => sum + count, 0);
    print(`Moved ${rows.toLocaleString('en')} rows in ${Object.keys(moved.rows).length} tables to ${redacted(target)} in ${seconds(started)}; every table's count matches.`);
    print(uploadsTo ? `Copied ${moved.files.toLocaleString('en')} files to ${uploadsTo}.` : `The files stay in ${place.uploadsDir}.`);
    print(`Start the server with DATABASE_URL set to that database, JWT_SECRET set (to the contents of ${join(place.dataDir, 'jwt-secret')} to keep everyone logged in)${uploadsTo ? ` and UPLOADS_DIR=${uploadsTo}` : ''}.`);
  } finally {
    await from.close();
  }
}

/** Reads `--name VALUE` options (and file names, where allowed); anything else is refused with the usage. */
function parse(argv: string[], names: readonly string[], usage: string, allowPositionals = false) {
  const options = Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
  try {
    const { values, positionals } = parseArgs({ args: argv, options, allowPositionals, strict: true });
    return { values: values as Record<string, string | undefined>, positionals };
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${usage}`);
  }
}

function postgresUrl(text: string | undefined): URL {
  const url = URL.canParse(text ?? '') ? new URL(text ?? '') : undefined;
  if (!url || !/^postgres(ql)?:$/.test(url.protocol)) throw new CliError(`--to must be a postgres:// URL.\n\n${migrateUsage}`);
  return url;
}

/** The target as the admin may see it printed: without its password. */
function redacted(url: URL): string {
  const shown = new URL(url.href);
  if (shown.password) shown.password = '***';
  return shown.href;
}

/** Runs `work`, turning what the admin must fix into a one-line message (an archive's names may hold anything). */
async function refusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RefusedError || error instanceof SchemaMismatchError) throw new CliError(printable(error.message));
    throw error;
  }
}

function summary(manifest: Manifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  const files = Object.keys(manifest.files).length;
  return `${rows.toLocaleString('en')} rows in ${Object.keys(manifest.tables).length} tables and ${files.toLocaleString('en')} files`;
}

function seconds(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}
