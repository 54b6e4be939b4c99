import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { StoreOptions } from '../db/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL cluster of the `api-postgres` run (tests/setup/postgres.ts); unset on SQLite. */
    postgresUrl?: string;
  }
}

/**
 * Where a test's store lives: on SQLite (no options) in the test's data folder, or, in the run
 * on PostgreSQL, in a database of its own on the run's cluster, so tests start empty and apart.
 */
export async function testStoreOptions(): Promise<StoreOptions> {
  const cluster = inject('postgresUrl');
  if (!cluster) return {};
  const database = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: cluster });
  await admin.connect();
  try {
    await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  const url = new URL(cluster);
  url.pathname = `/${database}`;
  return { databaseUrl: url.href, poolSize: 4 };
}
