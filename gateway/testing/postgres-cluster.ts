import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';

/** A throwaway PostgreSQL server for the tests: its address, and how to stop and remove it. */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:port/postgres`: trusted, loopback only. */
  url: string;
  stop(): void;
}

/** The folder of PostgreSQL's server programs (initdb, pg_ctl): Debian keeps them per version. */
export function postgresBinDir(): string | undefined {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const newest = readdirSync(debian)
      .filter((version) => existsSync(join(debian, version, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return join(debian, newest, 'bin');
  }
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  return onPath ? join(onPath, '..') : undefined;
}

/**
 * Runs a server program as the account that owns the cluster: PostgreSQL refuses to run as
 * root, so under root it runs as `postgres` (made by Debian's package).
 */
function runAs(owner: string | undefined, program: string, args: string[]): void {
  const [command, commandArgs] = owner ? ['runuser', ['-u', owner, '--', program, ...args]] : [program, args];
  execFileSync(command, commandArgs, { stdio: 'pipe' });
}

/**
 * Starts a PostgreSQL cluster in a temporary folder on a free loopback port (C collation, so
 * text sorts by code point as on SQLite), and returns its address. Stop it when done.
 *
 * @example const cluster = await startPostgresCluster(); … cluster.stop();
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  const owner = userInfo().uid === 0 ? 'postgres' : undefined;
  const folder = mkdtempSync(join(tmpdir(), 'studyhall-postgres-'));
  const data = join(folder, 'data');
  if (owner) {
    const { uid, gid } = userIdsOf(owner);
    chownSync(folder, uid, gid);
  }
  chmodSync(folder, 0o700);
  const port = await freePort();
  // --no-sync, like fsync=off below: a throwaway cluster need not survive a power cut.
  runAs(owner, join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--locale=C', '--encoding=UTF8', '--no-sync']);
  const settings = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${folder} -c fsync=off -c max_connections=200`;
  runAs(owner, join(bin, 'pg_ctl'), ['-D', data, '-l', join(folder, 'server.log'), '-o', settings, '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runAs(owner, join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Makes a database on the cluster, empty or a copy of `template`, and answers its address.
 *
 * @param clusterUrl the cluster's address, as `startPostgresCluster` answers it
 * @param options its name (a random `test_…` one by default) and the database to copy
 * @example const databaseUrl = await createDatabase(cluster.url, { template: 'studyhall_template' })
 */
export async function createDatabase(clusterUrl: string, { name = `test_${randomBytes(6).toString('hex')}`, template }: { name?: string; template?: string } = {}): Promise<string> {
  await asAdmin(clusterUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** PostgreSQL's code for a database someone is still connected to. */
const OBJECT_IN_USE = '55006';

/**
 * Drops a database `createDatabase` made, once its connections have ended. One that another
 * process still holds after PostgreSQL's wait (5 s) is left for the cluster's removal.
 *
 * @example await dropDatabase(databaseUrl)
 */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  await asAdmin(url.href, `drop database if exists ${name}`).catch((error: unknown) => {
    if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
  });
}

/** Runs one statement from the cluster's own `postgres` database, as its superuser. */
async function asAdmin(clusterUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function userIdsOf(name: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
