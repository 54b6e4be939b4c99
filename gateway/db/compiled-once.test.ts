import { type CompiledQuery, type DatabaseConnection, type Dialect, type Driver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.ts';
import type { DatabaseSchema } from './schema.ts';

/** A database that answers nothing and notes every query it is sent, in SQLite's or PostgreSQL's SQL. */
function notingDatabase(kind: 'sqlite' | 'postgres') {
  const sent: CompiledQuery[] = [];
  const connection: DatabaseConnection = {
    executeQuery: async (query) => {
      sent.push(query);
      return { rows: [] };
    },
    streamQuery: () => {
      throw new Error('not streamed');
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  const sqlite = kind === 'sqlite';
  const dialect: Dialect = {
    createAdapter: () => (sqlite ? new SqliteAdapter() : new PostgresAdapter()),
    createDriver: () => driver,
    createIntrospector: (db) => (sqlite ? new SqliteIntrospector(db) : new PostgresIntrospector(db)),
    createQueryCompiler: () => (sqlite ? new SqliteQueryCompiler() : new PostgresQueryCompiler()),
  };
  return { db: new Kysely<DatabaseSchema>({ dialect }), sent };
}

describe('compiledOnce', () => {
  it('builds a query once per database, and sends it with each call’s values, in a transaction too', async () => {
    let builds = 0;
    const byEmail = compiledOnce((db) => {
      builds += 1;
      return db.selectFrom('users').select('id').where('email', '=', '').where('position', '=', 'student');
    });
    const { db, sent } = notingDatabase('sqlite');
    await byEmail(db, ['asha@school.test', 'student']);
    await db.transaction().execute((tx) => byEmail(tx, ['ben@school.test', 'tutor']));
    expect(builds).toBe(1);
    expect(sent.map((query) => query.parameters)).toEqual([
      ['asha@school.test', 'student'],
      ['ben@school.test', 'tutor'],
    ]);
    expect(sent[1]?.sql).toBe(sent[0]?.sql);
    expect(sent[0]?.sql).toBe('select "id" from "users" where "email" = ? and "position" = ?');
  });

  it('builds it again for another database, in that database’s SQL', async () => {
    let builds = 0;
    const byId = compiledOnce((db) => {
      builds += 1;
      return db.selectFrom('users').select('fname').where('id', '=', '');
    });
    const sqlite = notingDatabase('sqlite');
    const postgres = notingDatabase('postgres');
    await byId(sqlite.db, ['u1']);
    await byId(postgres.db, ['u2']);
    await byId(postgres.db, ['u3']);
    expect(builds).toBe(2);
    expect(sqlite.sent[0]?.sql).toBe('select "fname" from "users" where "id" = ?');
    expect(postgres.sent.map((query) => [query.sql, query.parameters])).toEqual([
      ['select "fname" from "users" where "id" = $1', ['u2']],
      ['select "fname" from "users" where "id" = $1', ['u3']],
    ]);
  });
});
