import { chmodSync, closeSync, openSync } from 'node:fs';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * How hard each commit is pushed to the disk. FULL syncs the log at every commit, so an
 * acknowledged write survives a power cut (school hardware loses power); NORMAL only
 * survives a crash of the process and exists to measure what FULL costs.
 */
export type Synchronous = 'FULL' | 'NORMAL';

/**
 * Opens a SQLite file with the settings a single-process school server wants:
 * WAL so readers never wait for the writer (and the admin CLI can write while the
 * server runs), commits synced to disk, enforced foreign keys, and a busy timeout
 * instead of instant errors. `readOnly` opens a second connection that only reads.
 */
export function openSqliteFile(file: string, { synchronous = 'FULL', readOnly = false }: { synchronous?: Synchronous; readOnly?: boolean } = {}): DatabaseSync {
  // Owner-only before SQLite opens it; its WAL and shared-memory files take the same mode.
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  const database = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
  database.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous};`);
  // A reading connection refuses any write, whatever a query turns out to be.
  if (readOnly) database.exec('PRAGMA query_only = true;');
  return database;
}

/** Statements kept compiled; past this, the least recently used is dropped (a bulk insert's SQL varies with its row count). */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * Presents node:sqlite in the shape Kysely's SqliteDialect expects (the better-sqlite3 API),
 * so the app needs no native addon. Each distinct SQL text is compiled once and reused:
 * Kysely sends the same text for the same query, and compiling it again cost more than
 * running it (a session check or a list read compiled its statement on every request).
 */
export function asKyselySqlite(database: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) {
        // Moved to the end: the map's first entry is then the least recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      const prepared: SqliteStatement = {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...toSqlite(parameters)),
        run: (parameters) => statement.run(...toSqlite(parameters)),
        iterate: (parameters) => statement.iterate(...toSqlite(parameters)),
      };
      statements.set(sql, prepared);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      return prepared;
    },
  };
}

/** SQLite has no boolean type and node:sqlite refuses JS booleans: store them as 0 and 1. */
function toSqlite(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => (typeof value === 'boolean' ? Number(value) : (value as SQLInputValue)));
}
