import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailTakenError, openStore } from './index.ts';

let parent: string;
afterEach(() => rmSync(parent, { recursive: true, force: true }));

describe('openStore', () => {
  it('keeps the data folder and database readable by the server account only', async () => {
    parent = mkdtempSync(join(tmpdir(), 'studyhall-db-'));
    const dataDir = join(parent, 'data');
    const store = await openStore(dataDir);
    await store.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'studyhall.sqlite')).mode & 0o777).toBe(0o600);
  });

  it('reports a second account for one e-mail as EmailTakenError', async () => {
    parent = mkdtempSync(join(tmpdir(), 'studyhall-db-'));
    const store = await openStore(parent);
    const user = { fname: 'Asha', email: 'asha@school.test', contact: '9876543210', position: 'student' as const, passwordHash: 'x' };
    try {
      await store.users.create(user, new Date());
      await expect(store.users.create(user, new Date())).rejects.toBeInstanceOf(EmailTakenError);
    } finally {
      await store.close();
    }
  });
});
