import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations/index.ts';
import type { DatabaseSchema } from './schema.ts';
import { signupCodesQueries } from './signup-codes.ts';
import { asKyselySqlite, openSqliteFile } from './sqlite-driver.ts';
import { usersQueries } from './users.ts';

export { EmailTakenError, type User } from './users.ts';
export type { Position } from './schema.ts';

/**
 * The one door to the database: every query the app runs lives behind it, written
 * with Kysely so the same code can later run on PostgreSQL.
 */
export interface Store {
  users: ReturnType<typeof usersQueries>;
  signupCodes: ReturnType<typeof signupCodesQueries>;
  /** Answers only while the database can be queried. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const DATABASE_FILE = 'studyhall.sqlite';

/** Opens (creating if needed) the database in `dataDir` and brings its schema up to date. */
export async function openStore(dataDir: string): Promise<Store> {
  // Password hashes live here: only the account running the school server may read them.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: asKyselySqlite(openSqliteFile(join(dataDir, DATABASE_FILE))) }),
  });
  await migrate(db);
  return {
    users: usersQueries(db),
    signupCodes: signupCodesQueries(db),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

async function migrate(db: Kysely<DatabaseSchema>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
