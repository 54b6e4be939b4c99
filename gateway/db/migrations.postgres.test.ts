import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { testStoreOptions } from '../testing/test-database.ts';
import { openStore, type Store } from './index.ts';
import { migrationProvider } from './migrations/index.ts';

const opened: Store[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

describe('the schema on PostgreSQL', () => {
  it('is made once when several app processes start together on an empty database', async () => {
    const { databaseUrl } = await testStoreOptions();
    // Four processes' stores, each with its own pool, racing through the same migrations.
    opened.push(...(await Promise.all([1, 2, 3, 4].map(() => openStore('', { databaseUrl, poolSize: 2 })))));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>('select name from kysely_migration order by name');
      expect(rows.map(({ name }) => name)).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
    } finally {
      await client.end();
    }
    // And every process can use it.
    await Promise.all(opened.map((store) => store.ping()));
    expect(await opened[3]?.users.listByPosition('student')).toEqual([]);
  });
});
