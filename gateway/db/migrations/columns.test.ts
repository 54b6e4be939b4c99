import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { datedRecordTable, required, withTextId, withTimes } from './columns.ts';

/** A database that only compiles: the SQL the migrations would send to SQLite. */
const db = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

describe('the migrations’ column sets', () => {
  it('add each column as the released migrations wrote it', () => {
    const sql = db.schema.createTable('photo_sections').$call(withTextId).$call(required('integer', 'width', 'height')).$call(withTimes).compile().sql;
    expect(sql).toBe(
      'create table "photo_sections" ("id" text primary key, "width" integer not null, "height" integer not null, "created_at" text not null, "updated_at" text not null)',
    );
  });

  it('make a dated table with its texts, and its file when it has one', () => {
    expect(datedRecordTable(db, 'notes', ['title', 'description'], { file: true }).compile().sql).toBe(
      'create table "notes" ("id" text primary key, "date_text" text not null, "day" text not null, "title" text not null, "description" text not null, ' +
        '"upload" text not null references "uploads" ("name"), "created_at" text not null, "updated_at" text not null)',
    );
    expect(datedRecordTable(db, 'events', ['event'], { file: false }).compile().sql).toBe(
      'create table "events" ("id" text primary key, "date_text" text not null, "day" text not null, "event" text not null, "created_at" text not null, "updated_at" text not null)',
    );
  });
});
