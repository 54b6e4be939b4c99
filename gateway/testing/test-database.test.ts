import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openStore, SchemaMismatchError, type Store } from '../db/index.ts';
import { migratedTestDatabase, removeTestDatabase } from './test-database.ts';

const FIRST_MIGRATION = '0001-users';

describe("a test API's database", () => {
  let scratch: string;
  const opened: Store[] = [];

  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'studyhall-test-database-'));
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    rmSync(scratch, { recursive: true, force: true });
  });

  async function openCopy(): Promise<Store> {
    const dataDir = mkdtempSync(join(scratch, 'test-'));
    const store = await openStore(dataDir, await migratedTestDatabase(dataDir));
    opened.push(store);
    return store;
  }

  it('arrives with every migration run, so opening it runs none', async () => {
    const dataDir = mkdtempSync(join(scratch, 'test-'));
    const copy = await migratedTestDatabase(dataDir);
    // Asking for the first schema only is refused once the tables are past it.
    await expect(openStore(dataDir, { ...copy, schemaUpTo: FIRST_MIGRATION })).rejects.toThrow(SchemaMismatchError);
  });

  it("is each test's own: what one writes, neither another nor the template holds", async () => {
    const [first, second] = await Promise.all([openCopy(), openCopy()]);
    await first.users.create({ fname: 'Mrs Rao', email: 'rao@school.test', contact: '9123456780', position: 'tutor', passwordHash: 'scrypt$16$1$1$salt$hash' }, new Date());
    expect(await first.users.listByPosition('tutor')).toHaveLength(1);
    expect(await second.users.listByPosition('tutor')).toEqual([]);
    expect(await (await openCopy()).users.listByPosition('tutor')).toEqual([]);
  });

  it.runIf(inject('postgresUrl'))('on PostgreSQL, is dropped once the test is done with it', async () => {
    const dataDir = mkdtempSync(join(scratch, 'test-'));
    const copy = await migratedTestDatabase(dataDir);
    await (await openStore(dataDir, copy)).close();
    await removeTestDatabase(copy);
    await expect(openStore(dataDir, copy)).rejects.toThrow(/does not exist/);
  });
});
