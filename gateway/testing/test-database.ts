import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { DATABASE_FILE, type StoreOptions } from '../db/index.ts';
import { createDatabase, dropDatabase } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL cluster of the `api-postgres` run (tests/setup/postgres.ts); unset on SQLite. */
    postgresUrl?: string;
    /** The database on that cluster with every migration run, which each test API copies. */
    postgresTemplate?: string;
    /** The SQLite file with every migration run, which each test API copies (tests/setup/sqlite-template.ts). */
    sqliteTemplate?: string;
  }
}

/**
 * Where a test's store lives: on SQLite (no options) in the test's data folder, or, in the run
 * on PostgreSQL, in a database of its own on the run's cluster, so tests start empty and apart.
 */
export async function testStoreOptions(): Promise<StoreOptions> {
  const cluster = inject('postgresUrl');
  return cluster ? { databaseUrl: await createDatabase(cluster), poolSize: 4 } : {};
}

/**
 * Like `testStoreOptions`, but the store starts with every migration run: a copy of the run's
 * template, into `dataDir` on SQLite, or a database of its own on PostgreSQL.
 *
 * @param dataDir the test's data folder, made already
 * @example const storeOptions = await migratedTestDatabase(dataDir); const store = await openStore(dataDir, storeOptions)
 */
export async function migratedTestDatabase(dataDir: string): Promise<StoreOptions> {
  const cluster = inject('postgresUrl');
  if (cluster) return { databaseUrl: await createDatabase(cluster, { template: provided('postgresTemplate') }), poolSize: 4 };
  copyFileSync(provided('sqliteTemplate'), join(dataDir, DATABASE_FILE));
  return {};
}

/**
 * Drops a test's own PostgreSQL database once its stores are closed (SQLite's goes with the data
 * folder): hundreds of them, left until the run's end, had the disk write gigabytes.
 *
 * @example await store.close(); await removeTestDatabase(storeOptions)
 */
export async function removeTestDatabase({ databaseUrl }: StoreOptions): Promise<void> {
  if (databaseUrl) await dropDatabase(databaseUrl);
}

function provided(template: 'postgresTemplate' | 'sqliteTemplate'): string {
  const value = inject(template);
  if (!value) throw new Error(`no ${template}: run the tests through vitest.config.ts, whose tests/setup makes it`);
  return value;
}
