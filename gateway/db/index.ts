import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { announcementsQueries } from './announcements.ts';
import { attendanceQueries } from './attendance.ts';
import { auditEventsQueries } from './audit-events.ts';
import { contentVersionsQueries } from './content-versions.ts';
import { eventsQueries } from './events.ts';
import { fileRecordsQueries } from './file-records.ts';
import { migrationProvider } from './migrations/index.ts';
import { photosQueries } from './photos.ts';
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

/** Opens (creating if needed) the database in `dataDir` and brings its schema up to date. */
export async function openStore(dataDir: string): Promise<Store> {
  // Password hashes live here: only the account running the school server may read them.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const database = openSqliteFile(join(dataDir, DATABASE_FILE));
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: asKyselySqlite(database) }) });
  await migrate(db);
  return {
    ...queriesOn(db),
    transaction: (work) => db.transaction().execute((trx) => work(queriesOn(trx))),
    rateLimits: rateLimitsOn(database, db),
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
