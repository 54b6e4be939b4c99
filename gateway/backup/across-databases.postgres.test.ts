import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type StoreOptions } from '../db/index.ts';
import { startTestApi, type TestApi } from '../testing/api-harness.ts';
import { everyFile, everyRow, fillSmallSchool } from '../testing/small-school.ts';
import { testStoreOptions } from '../testing/test-database.ts';
import { backUp } from './backup.ts';
import { restore } from './restore.ts';

let t: TestApi;
let scratch: string;

beforeEach(async () => {
  t = await startTestApi();
  scratch = mkdtempSync(join(tmpdir(), 'studyhall-across-'));
  await fillSmallSchool(t, await t.tokenFor('tutor'));
});
afterEach(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** Restores `archive` into a fresh folder on `database`; answers every row and file found there. */
async function restoredInto(archive: string, name: string, database: StoreOptions) {
  const dataDir = join(scratch, name);
  await restore({ archive, dataDir, uploadsDir: join(dataDir, 'uploads'), database });
  const store = await openStore(dataDir, database);
  try {
    return { rows: await everyRow(store), files: await everyFile(join(dataDir, 'uploads')) };
  } finally {
    await store.close();
  }
}

describe('one backup format for both databases', () => {
  it('restores a PostgreSQL school into SQLite, and that one back into PostgreSQL, unchanged', async () => {
    const fromPostgres = join(scratch, 'postgres.tar.gz');
    await backUp({ store: t.store, uploadsDir: t.files.dir, out: fromPostgres });
    const onSqlite = await restoredInto(fromPostgres, 'sqlite', {});
    expect(onSqlite.rows).toEqual(await everyRow(t.store));
    expect(onSqlite.files).toEqual(await everyFile(t.files.dir));

    const sqlite = await openStore(join(scratch, 'sqlite'));
    const fromSqlite = join(scratch, 'sqlite.tar.gz');
    await backUp({ store: sqlite, uploadsDir: join(scratch, 'sqlite', 'uploads'), out: fromSqlite }).finally(() => sqlite.close());
    const backOnPostgres = await restoredInto(fromSqlite, 'postgres-again', await testStoreOptions());
    expect(backOnPostgres.rows).toEqual(onSqlite.rows);
    expect(backOnPostgres.files).toEqual(onSqlite.files);
  });
});
