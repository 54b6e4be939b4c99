/**
 * What syncing every commit costs: the same sign-up-sized writes, through the app's own
 * queries, on a fresh database with `synchronous = NORMAL` and then with FULL (production).
 *
 *   node bench/write-throughput.ts [seconds per setting, default 5]
 *
 * BENCH_DIR picks the folder to write in (default: the system temp folder). Put it on the
 * disk the school's data will live on: on a tmpfs syncs cost nothing.
 */
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from '../gateway/db/migrations/index.ts';
import type { DatabaseSchema } from '../gateway/db/schema.ts';
import { asKyselySqlite, openSqliteFile, type Synchronous } from '../gateway/db/sqlite-driver.ts';
import { usersQueries } from '../gateway/db/users.ts';
import { report } from './support/report.ts';

const seconds = Number(process.argv[2] ?? 5);
/** Writes done before timing starts, so the first setting measured does not pay for warming up. */
const WARM_UP_WRITES = 200;
/** Storage is measured, not scrypt: every row carries the same stand-in hash. */
const STAND_IN_HASH = 'scrypt$16384$8$1$bench$bench';

async function openFreshDatabase(folder: string, synchronous: Synchronous): Promise<Kysely<DatabaseSchema>> {
  const database = openSqliteFile(join(folder, 'studyhall.sqlite'), { synchronous });
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: asKyselySqlite(database) }) });
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) throw new Error('The benchmark database could not be migrated', { cause: error });
  return db;
}

/** Adds students one after another, each its own statement and commit, as sign-ups do. */
async function addStudents(db: Kysely<DatabaseSchema>, label: string, keepGoing: (written: number) => boolean): Promise<number> {
  const users = usersQueries(db);
  let written = 0;
  while (keepGoing(written)) {
    const student = { fname: 'Bench Student', email: `${label}-${written}@bench.test`, contact: '9876543210' };
    await users.create({ ...student, position: 'student', passwordHash: STAND_IN_HASH }, new Date());
    written += 1;
  }
  return written;
}

async function writesPerSecond(parent: string, synchronous: Synchronous): Promise<number> {
  const folder = mkdtempSync(join(parent, `studyhall-bench-${synchronous.toLowerCase()}-`));
  const db = await openFreshDatabase(folder, synchronous);
  try {
    await addStudents(db, 'warm-up', (written) => written < WARM_UP_WRITES);
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const written = await addStudents(db, 'timed', () => performance.now() < deadline);
    return written / ((performance.now() - started) / 1000);
  } finally {
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The file system the folder lives on (longest mount point containing it) and its device's cache. */
function diskNote(folder: string): string {
  const real = realpathSync(folder);
  const contains = (point: string) => real === point || real.startsWith(point.endsWith('/') ? point : `${point}/`);
  const [device = '?', point = '?', type = '?'] =
    readFileSync('/proc/mounts', 'utf8')
      .split('\n')
      .map((line) => line.split(' '))
      .filter(([, mountPoint]) => mountPoint !== undefined && contains(mountPoint))
      .sort((a, b) => (b[1] ?? '').length - (a[1] ?? '').length)[0] ?? [];
  const cacheFile = `/sys/block/${basename(device)}/queue/write_cache`;
  const cache = existsSync(cacheFile) ? `, device write cache: ${readFileSync(cacheFile, 'utf8').trim()}` : '';
  const warning = type === 'tmpfs' ? ' (memory: syncs cost nothing, so the figures say nothing about a disk)' : '';
  return `${real} on ${device} (${type} at ${point}${cache})${warning}`;
}

function describeMachine(folder: string): string[] {
  const [cpu] = cpus();
  return [
    // Other work on the machine slows both settings, and the ratio with them.
    `machine: ${cpus().length} cores, ${cpu?.model ?? 'unknown CPU'}, node ${process.version}, load average ${loadavg()[0]?.toFixed(1)}`,
    `disk: ${diskNote(folder)}`,
  ];
}

const parent = process.env.BENCH_DIR ?? tmpdir();
for (const line of describeMachine(parent)) console.log(line);
console.log(`workload: users.create, one commit per write, ${seconds} s per setting`);
const normal = await writesPerSecond(parent, 'NORMAL');
console.log(`synchronous=NORMAL: ${normal.toFixed(0)} writes/s`);
const full = await writesPerSecond(parent, 'FULL');
console.log(`synchronous=FULL:   ${full.toFixed(0)} writes/s`);
console.log(`FULL / NORMAL: ${(full / normal).toFixed(2)}`);
report([
  {
    bench: 'write-throughput',
    measure: 'writes/s, synchronous=FULL (ref: NORMAL)',
    figure: full,
    reference: normal,
    unit: '/s',
    // FULL syncs the log at every commit; the cost only matters if it nears what the app writes.
    target: 'far above sign-ups (~30/s)',
  },
]);
