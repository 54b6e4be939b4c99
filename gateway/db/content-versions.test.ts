import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './index.ts';

let folder: string;
let store: Store;
beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'studyhall-versions-'));
  store = await openStore(folder);
});
afterEach(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

const event = { date: ' Nov 22 2026', day: '2026-11-22' as const, event: 'Chess', club: 'Chess club', description: 'Room 12.' };
const student = { fname: 'Asha Rao', email: 'asha@school.test', contact: '9876543210', position: 'student' as const, passwordHash: 'x' };

describe('content versions', () => {
  it('changes the key of a kind at each write to it, and only of that kind', async () => {
    const before = await store.contentVersions.keyOf(['events', 'photos']);
    const id = await store.events.create(event, new Date());
    const afterCreate = await store.contentVersions.keyOf(['events', 'photos']);
    expect(afterCreate).not.toBe(before);
    await store.events.update(id, { ...event, event: 'Chess final' }, new Date());
    const afterEdit = await store.contentVersions.keyOf(['events', 'photos']);
    expect(afterEdit).not.toBe(afterCreate);
    await store.events.remove(id);
    expect(await store.contentVersions.keyOf(['events', 'photos'])).not.toBe(afterEdit);
    expect(await store.contentVersions.keyOf(['photos'])).toBe('0');
  });

  it('counts a change within the transaction it belongs to: rolled back, it never counted', async () => {
    const before = await store.contentVersions.keyOf(['events']);
    const failing = store.transaction(async (tx) => {
      await tx.events.create(event, new Date());
      expect(await tx.contentVersions.keyOf(['events'])).not.toBe(before);
      throw new Error('the audit event could not be written');
    });
    await expect(failing).rejects.toThrow('the audit event');
    expect(await store.contentVersions.keyOf(['events'])).toBe(before);
    expect(await store.events.list()).toEqual([]);
  });

  it('sees a change made by another process on the same database', async () => {
    const before = await store.contentVersions.keyOf(['users']);
    const other = await openStore(folder);
    try {
      await other.users.create(student, new Date());
    } finally {
      await other.close();
    }
    expect(await store.contentVersions.keyOf(['users'])).not.toBe(before);
  });

  it('counts what lists show of an account, not its sessions: a password change or a logout keeps the key', async () => {
    const user = await store.users.create(student, new Date());
    const key = await store.contentVersions.keyOf(['users']);
    await store.users.setPassword(student.email, 'y', new Date());
    await store.users.endSessions(user._id);
    expect(await store.contentVersions.keyOf(['users'])).toBe(key);
    await store.users.setBlocked(user._id, true, new Date());
    expect(await store.contentVersions.keyOf(['users'])).not.toBe(key);
  });

  it('leaves the key as it was when a new account’s e-mail is taken', async () => {
    await store.users.create(student, new Date());
    const key = await store.contentVersions.keyOf(['users']);
    await expect(store.users.create(student, new Date())).rejects.toThrow('already has an account');
    expect(await store.contentVersions.keyOf(['users'])).toBe(key);
  });
});
