import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { everyRow } from '../testing/small-school.ts';
import { testStoreOptions } from '../testing/test-database.ts';
import { openStore, TABLES, type Store } from './index.ts';

let dataDir: string;
const opened: Store[] = [];

/** A place of its own: a folder, and on PostgreSQL a database. */
async function freshPlace() {
  return { folder: mkdtempSync(join(dataDir, 'school-')), database: await testStoreOptions() };
}

async function freshStore(options: { schemaUpTo?: string } = {}): Promise<Store> {
  const { folder, database } = await freshPlace();
  const store = await openStore(folder, { ...database, ...options });
  opened.push(store);
  return store;
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'studyhall-tables-'));
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('table copies', () => {
  it('know every table the migrations make, so a backup leaves none behind', async () => {
    const store = await freshStore();
    expect(await store.tables.names()).toEqual(TABLES.map((table) => table.name).sort());
  });

  it('copy rows exactly, and numbering goes on after the highest id copied', async () => {
    const from = await freshStore();
    const at = new Date('2026-11-22T09:30:00.123Z');
    await from.users.create({ fname: 'Asha', email: 'asha@school.test', contact: '9876543210', position: 'student', passwordHash: 'scrypt$salt$hash' }, at);
    for (let n = 0; n < 3; n += 1) await from.signupCodes.issue(`someone${n}@school.test`, `hash${n}`, at, new Date(at.getTime() + 600_000));
    await from.auditEvents.record({ at, actor: 'admin', action: 'demo.fill' });
    const to = await freshStore();

    await to.tables.write((put) => from.tables.read(put));

    expect(await everyRow(to)).toEqual(await everyRow(from));
    expect(await to.tables.count()).toEqual(await from.tables.count());
    const next = await to.signupCodes.issue('later@school.test', 'hash', at, new Date(at.getTime() + 600_000));
    expect(next).toBeGreaterThan(3);
  });

  it('open an older schema for rows saved by an older version, finish it later, and never go back', async () => {
    const older = await freshStore({ schemaUpTo: '0011-list-indexes' });
    expect(await older.schema()).toBe('0011-list-indexes');
    expect(await older.tables.names()).not.toContain('content_versions');
    await older.finishMigrations();
    expect(await older.tables.names()).toContain('content_versions');

    const { folder, database } = await freshPlace();
    opened.push(await openStore(folder, database));
    await expect(openStore(folder, { ...database, schemaUpTo: '0011-list-indexes' })).rejects.toThrow('The database is already at schema 0012-content-versions, past 0011-list-indexes.');
    await expect(openStore(folder, { ...database, schemaUpTo: '9999-from-the-future' })).rejects.toThrow(/does not know the database schema 9999-from-the-future/);
  });
});
