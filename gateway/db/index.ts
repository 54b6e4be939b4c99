import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { announcementsQueries } from './announcements.ts';
import { attendanceQueries } from './attendance.ts';
import { auditEventsQueries } from './audit-events.ts';
import { contentVersionsQueries } from './content-versions.ts';
import { eventsQueries } from './events.ts';
import { fileRecordsQueries } from './file-records.ts';
import { migrationProvider } from './migrations/index.ts';
import { photosQueries } from './photos.ts';
import { openPostgresPool } from './postgres-pool.ts';
import { rateLimitsOn } from './rate-limits.ts';
import type { DatabaseSchema } from './schema.ts';
import { signupCodesQueries } from './signup-codes.ts';
import { asKyselySqlite, openSqliteFile } from './sqlite-driver.ts';
import { uploadsQueries } from './uploads.ts';
import { usersQueries } from './users.ts';

export type { Absence } from './attendance.ts';
export type { AuditEvent } from './audit-events.ts';
export type { ContentKind } from './content-versions.ts';
export type { FileRecordTable } from './file-records.ts';
export type { NewPhoto, StoredPhoto } from './photos.ts';
export type { Upload } from './uploads.ts';
export { EmailTakenError, type User, type UserDetails } from './users.ts';
export type { Position } from './schema.ts';

function queriesOn(db: Kysely<DatabaseSchema>) {
  return {
    users: usersQueries(db),
    signupCodes: signupCodesQueries(db),
    auditEvents: auditEventsQueries(db),
    uploads: uploadsQueries(db),
    assignments: fileRecordsQueries(db, 'assignments'),
    notes: fileRecordsQueries(db, 'notes'),
    announcements: announcementsQueries(db),
    events: eventsQueries(db),
    attendance: attendanceQueries(db),
    photos: photosQueries(db),
    contentVersions: contentVersionsQueries(db),
  };
}

/** The queries of every table, bound to the database or to one transaction. */
export type Queries = ReturnType<typeof queriesOn>;

/**
 * The one door to the database: every query the app runs lives behind it, written
 * with Kysely so the same code can later run on PostgreSQL.
 */
export interface Store extends Queries {
  /** Runs `work` in one transaction: all it writes lands together, or none of it does. */
  transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T>;
  rateLimits: ReturnType<typeof rateLimitsOn>;
  /** Answers only while the database can be queried. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const DATABASE_FILE = 'studyhall.sqlite';

/** Which database a store opens: SQLite in the data folder unless `databaseUrl` names a PostgreSQL server. */
export interface StoreOptions {
  /** `postgres://…`: PostgreSQL, shared by every app process pointed at it. */
  databaseUrl?: string;
  /** The most connections one process holds to PostgreSQL at once. */
  poolSize?: number;
}

const DEFAULT_POOL_SIZE = 10;

/**
 * Opens the school's database and brings its schema up to date: SQLite in `dataDir` (created
 * if needed), or PostgreSQL at `databaseUrl`. Migrations are safe when several processes start
 * at once: on PostgreSQL, Kysely's migrator holds an advisory lock while it works.
 */
export async function openStore(dataDir: string, { databaseUrl, poolSize = DEFAULT_POOL_SIZE }: StoreOptions = {}): Promise<Store> {
  const { db, rateLimits } = databaseUrl ? openPostgres(databaseUrl, poolSize) : openSqlite(dataDir);
  await migrate(db).catch(async (error: unknown) => {
    await db.destroy();
    throw error;
  });
  return {
    ...queriesOn(db),
    transaction: (work) => db.transaction().execute((trx) => work(queriesOn(trx))),
    rateLimits,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

function openSqlite(dataDir: string) {
  // Password hashes live here: only the account running the school server may read them.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const database = openSqliteFile(join(dataDir, DATABASE_FILE));
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: asKyselySqlite(database) }) });
  return { db, rateLimits: rateLimitsOn({ sqlite: database }, db) };
}

function openPostgres(url: string, poolSize: number) {
  const pool = openPostgresPool(url, poolSize);
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return { db, rateLimits: rateLimitsOn({ postgres: pool }, db) };
}

async function migrate(db: Kysely<DatabaseSchema>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
