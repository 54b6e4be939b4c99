import { join } from 'node:path';
import { DATABASE_FILE, openStore } from '../db/index.ts';
import { createDatabase } from './postgres-cluster.ts';

// Made once a test run (tests/setup/) and copied for each test API: running the migrations
// took longer than most tests themselves.

/** The template's name on the run's PostgreSQL cluster. */
const POSTGRES_TEMPLATE = 'studyhall_template';

/**
 * Runs every migration into a new SQLite file in `folder` and answers its path; closing it
 * writes its log back into the file, so the file alone is the whole database.
 *
 * @example const template = await makeSqliteTemplate(mkdtempSync(join(tmpdir(), 'template-')))
 */
export async function makeSqliteTemplate(folder: string): Promise<string> {
  const store = await openStore(folder);
  await store.close();
  return join(folder, DATABASE_FILE);
}

/**
 * Runs every migration into a new database on the cluster and answers its name, for
 * `CREATE DATABASE … TEMPLATE` (which needs it closed, as it is once this returns).
 *
 * @example const template = await makePostgresTemplate(cluster.url)
 */
export async function makePostgresTemplate(clusterUrl: string): Promise<string> {
  const databaseUrl = await createDatabase(clusterUrl, { name: POSTGRES_TEMPLATE });
  // No data folder: the store is all in PostgreSQL.
  const store = await openStore('', { databaseUrl, poolSize: 1 });
  await store.close();
  return POSTGRES_TEMPLATE;
}
