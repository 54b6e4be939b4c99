import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../testing/api-harness.ts';
import { freshPlace } from '../testing/hostile-archives.ts';
import { fillSmallSchool } from '../testing/small-school.ts';
import { backUp } from './backup.ts';
import { restore } from './restore.ts';

// The store a restore opens (it asks for the archive's schema) fails to bring its rows up to date.
vi.mock('../db/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../db/index.ts')>();
  return {
    ...real,
    openStore: async (...args: Parameters<typeof real.openStore>) => {
      const store = await real.openStore(...args);
      if (args[1]?.schemaUpTo) store.finishMigrations = () => Promise.reject(new Error('a later migration failed on these rows'));
      return store;
    },
  };
});

let t: TestApi;
let scratch: string;
beforeEach(async () => {
  t = await startTestApi();
  scratch = mkdtempSync(join(tmpdir(), 'studyhall-restore-migrations-'));
});
afterEach(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('a restore whose migrations fail after its rows', () => {
  it('takes the files it moved in back out, and says why', async () => {
    await fillSmallSchool(t, await t.tokenFor('tutor'));
    const archive = join(scratch, 'school.tar.gz');
    const manifest = await backUp({ store: t.store, uploadsDir: t.files.dir, out: archive });
    expect(Object.keys(manifest.files).length).toBeGreaterThan(0);

    const place = await freshPlace(scratch, 'target');
    await expect(restore({ archive, ...place })).rejects.toThrow('a later migration failed on these rows');
    const left = existsSync(place.uploadsDir) ? readdirSync(place.uploadsDir) : [];
    expect(left.filter((name) => Object.hasOwn(manifest.files, name))).toEqual([]);
  });
});
