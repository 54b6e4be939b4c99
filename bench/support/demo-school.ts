import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { constants } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { DemoSchool, DemoSchoolOptions } from '../../gateway/demo/school.ts';
import { appDir } from './server.ts';

/** Where demo schools are kept between benchmark scripts (and runs of the same day): each made once, then copied. */
const CACHE_DIR = join(tmpdir(), 'studyhall-bench-demo');
/** The seed every benchmark's school is made from: the generator's own default. */
const SEED = 'studyhall';

/**
 * Fills a data folder with the demo school of the app under test (BENCH_APP_DIR or this
 * repository): its own generator writes through its own queries and migrations, so an older
 * commit measured with today's scripts opens a database it made itself.
 *
 * @param options the data folder, and how many students (default: the generator's 2,000)
 * @example const rows = await withServer(measure, { prepare: (dataDir) => fillDemoSchool({ dataDir }) })
 */
export async function fillDemoSchool(options: DemoSchoolOptions): Promise<DemoSchool> {
  const generator = pathToFileURL(join(appDir, 'gateway', 'demo', 'school.ts')).href;
  const { fillDemoSchool: fill } = (await import(generator)) as { fillDemoSchool: (options: DemoSchoolOptions) => Promise<DemoSchool> };
  return fill(options);
}

/** A demo school copied into a data folder, and how long it took. */
export interface CopiedSchool {
  school: DemoSchool;
  /** Seconds the generator took to make it, once. */
  madeSeconds: number;
  /** Seconds this copy took (the making too, the first time). */
  seconds: number;
}

/**
 * Fills an empty data folder with the demo school of `students` made today, made once by the
 * app under test's generator into a cache folder (keyed by seed, size, day and the code that
 * decides what it holds, so a change to the generator or the tables makes it again) and copied from there after: the
 * school of 20,000 takes minutes to make and seconds to copy. The database is copied (the
 * server writes to it); the uploaded files, which the app never changes once kept, are linked.
 *
 * @param dataDir the empty data folder (DATA_DIR, files in its `uploads`)
 * @param students how many students
 * @example const rows = await withServer(measure, { prepare: async (dataDir) => (await copyOfDemoSchool(dataDir, 20000)).school })
 */
export async function copyOfDemoSchool(dataDir: string, students: number): Promise<CopiedSchool> {
  const started = performance.now();
  const cached = await cachedDemoSchool(students);
  await copyFolder(join(cached, 'data'), dataDir);
  const { school, madeSeconds } = JSON.parse(readFileSync(join(cached, 'school.json'), 'utf8')) as { school: DemoSchool; madeSeconds: number };
  return { school, madeSeconds, seconds: (performance.now() - started) / 1000 };
}

/**
 * `copyOfDemoSchool` on PostgreSQL: the cached school copied into `scratch`, then its rows moved
 * into the empty database at `databaseUrl` with the app under test's own move (`npm run
 * migrate-data`'s `moveSchool`, row for row); its files stay in `scratch`/uploads, where the
 * processes on PostgreSQL are to find them (UPLOADS_DIR); then PostgreSQL analyses the tables
 * (`analyse`). Moving the made school is quicker than making it again over the network, and both
 * set-ups then serve the very same school.
 *
 * @example const { school } = await copyOfDemoSchoolOnPostgres(cluster.url, scratch, 20000)
 */
export async function copyOfDemoSchoolOnPostgres(databaseUrl: string, scratch: string, students: number): Promise<CopiedSchool> {
  const started = performance.now();
  const copied = await copyOfDemoSchool(scratch, students);
  const module = (path: string) => import(pathToFileURL(join(appDir, 'gateway', path)).href);
  const { openStore } = (await module('db/index.ts')) as typeof import('../../gateway/db/index.ts');
  const { moveSchool } = (await module('backup/move-school.ts')) as typeof import('../../gateway/backup/move-school.ts');
  const [from, to] = [await openStore(scratch), await openStore(scratch, { databaseUrl })];
  try {
    await moveSchool({ from, to, uploadsFrom: join(scratch, 'uploads') });
  } finally {
    await Promise.all([from.close(), to.close()]);
  }
  await analyse(databaseUrl);
  return { ...copied, seconds: (performance.now() - started) / 1000 };
}

/**
 * PostgreSQL's statistics of the tables just filled, as autovacuum gathers them a minute or so
 * after a load: measured before they exist, a run would depend on when autovacuum reads the
 * million rows in the middle of it.
 */
async function analyse(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** The cache folder holding today's school of `students` (its `data` and `school.json`), made first if missing. */
async function cachedDemoSchool(students: number): Promise<string> {
  const day = new Date().toLocaleDateString('en-CA');
  const folder = join(CACHE_DIR, `${SEED}-${students}-${day}-${codeFingerprint()}`);
  if (existsSync(join(folder, 'school.json'))) return folder;
  mkdirSync(CACHE_DIR, { recursive: true });
  // Schools of another day are never read again; today's of other code may be (an older commit measured with BENCH_APP_DIR).
  for (const name of readdirSync(CACHE_DIR).filter((entry) => !entry.includes(`-${day}-`))) rmSync(join(CACHE_DIR, name), { recursive: true, force: true });
  const making = `${folder}.making-${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  try {
    const started = performance.now();
    const school = await fillDemoSchool({ dataDir: join(making, 'data'), students, seed: SEED });
    writeFileSync(join(making, 'school.json'), JSON.stringify({ school, madeSeconds: (performance.now() - started) / 1000 }));
    renameSync(making, folder);
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return folder;
}

/**
 * A digest of the code that decides what the demo school holds, in the app under test: its
 * generator, and the database's tables (migrations and schema). The queries that read it may
 * change without making it again: they do not change what was written.
 */
function codeFingerprint(): string {
  const hash = createHash('sha256');
  const sources = [join(appDir, 'gateway', 'demo'), join(appDir, 'gateway', 'db', 'migrations'), join(appDir, 'gateway', 'db', 'schema.ts')];
  for (const source of sources) {
    const files = source.endsWith('.ts') ? [''] : readdirSync(source, { recursive: true, encoding: 'utf8' }).sort();
    for (const file of files.filter((name) => name === '' || name.endsWith('.ts') || name.endsWith('.json'))) {
      const path = join(source, file);
      hash.update(relative(appDir, path)).update(readFileSync(path));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/** Copies the database files of `from` into `to` (a copy-on-write clone where the disk can) and links the files of its folders. */
async function copyFolder(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      await mkdir(join(to, entry.name), { recursive: true });
      for (const name of await readdir(join(from, entry.name))) await link(join(from, entry.name, name), join(to, entry.name, name));
    } else {
      await copyFile(join(from, entry.name), join(to, entry.name), constants.COPYFILE_FICLONE);
    }
  }
}
