import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asKyselySqlite, openSqliteFile } from './sqlite-driver.ts';
import { ReaderWriterSqliteDialect } from './sqlite-reader.ts';

interface Schema {
  notes: { id: number; text: string };
}

let folder: string;
let db: Kysely<Schema>;
beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'studyhall-reader-'));
  const file = join(folder, 'test.sqlite');
  const writer = openSqliteFile(file);
  const reader = openSqliteFile(file, { readOnly: true });
  db = new Kysely<Schema>({ dialect: new ReaderWriterSqliteDialect(asKyselySqlite(writer), asKyselySqlite(reader)) });
  await db.schema.createTable('notes').addColumn('id', 'integer', (column) => column.primaryKey()).addColumn('text', 'text').execute();
  await db.insertInto('notes').values({ id: 1, text: 'before' }).execute();
});
afterEach(async () => {
  await db.destroy();
  rmSync(folder, { recursive: true, force: true });
});

const texts = (on: Kysely<Schema> = db) => on.selectFrom('notes').select('text').orderBy('id').execute().then((rows) => rows.map((row) => row.text));

/** A transaction that writes, then holds the writer until `finish` is called. */
function heldTransaction() {
  let finish: () => void = () => {};
  const holding = new Promise<void>((resolve) => (finish = resolve));
  let wrote: () => void = () => {};
  const written = new Promise<void>((resolve) => (wrote = resolve));
  const done = db.transaction().execute(async (trx) => {
    await trx.insertInto('notes').values({ id: 2, text: 'inside' }).execute();
    expect(await texts(trx)).toEqual(['before', 'inside']);
    wrote();
    await holding;
  });
  return { written, finish, done };
}

describe('SQLite with a reader beside the writer', () => {
  it('answers a read while a transaction holds the writer, with what was committed before it', async () => {
    const transaction = heldTransaction();
    await transaction.written;
    // Without the reader this read would wait for the transaction, which waits for `finish`: the test would hang.
    expect(await texts()).toEqual(['before']);
    transaction.finish();
    await transaction.done;
    expect(await texts()).toEqual(['before', 'inside']);
  });

  it('makes a write outside the transaction wait for it, then run', async () => {
    const transaction = heldTransaction();
    await transaction.written;
    const order: string[] = [];
    const write = db.insertInto('notes').values({ id: 3, text: 'after' }).execute().then(() => order.push('write'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push('commit');
    transaction.finish();
    await Promise.all([transaction.done, write]);
    expect(order).toEqual(['commit', 'write']);
    expect(await texts()).toEqual(['before', 'inside', 'after']);
  });

  it('holds the write lock from the start of a transaction, so another process committing meanwhile cannot fail it', async () => {
    const other = new DatabaseSync(join(folder, 'test.sqlite'), { timeout: 50 });
    try {
      await db.transaction().execute(async (trx) => {
        expect(await texts(trx)).toEqual(['before']);
        // Another process's write waits for this transaction (here: gives up after its 50 ms)…
        expect(() => other.exec("insert into notes (id, text) values (7, 'other')")).toThrow(/locked|busy/i);
        // …so this transaction's write, after its read, still goes through.
        await trx.insertInto('notes').values({ id: 8, text: 'ours' }).execute();
      });
    } finally {
      other.close();
    }
    expect(await texts()).toEqual(['before', 'ours']);
  });

  it('lets another process write while a read-only transaction (a backup) reads its snapshot', async () => {
    const other = new DatabaseSync(join(folder, 'test.sqlite'), { timeout: 50 });
    try {
      await db
        .transaction()
        .setAccessMode('read only')
        .execute(async (trx) => {
          expect(await texts(trx)).toEqual(['before']);
          other.exec("insert into notes (id, text) values (7, 'other')");
          expect(await texts(trx)).toEqual(['before']);
        });
    } finally {
      other.close();
    }
    expect(await texts()).toEqual(['before', 'other']);
  });

  it('rolls a failed transaction back and frees the writer', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 4, text: 'lost' }).execute();
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await db.insertInto('notes').values({ id: 5, text: 'kept' }).execute();
    expect(await texts()).toEqual(['before', 'kept']);
  });

  it('never writes through the reader', async () => {
    const reader = openSqliteFile(join(folder, 'test.sqlite'), { readOnly: true });
    try {
      expect(() => reader.exec("insert into notes (id, text) values (9, 'x')")).toThrow(/readonly|read-only|query_only/i);
    } finally {
      reader.close();
    }
    // Raw SQL is not known to only read: it runs on the writer.
    await sql`insert into notes (id, text) values (6, 'raw')`.execute(db);
    expect(await texts()).toEqual(['before', 'raw']);
  });
});
