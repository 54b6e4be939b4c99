import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './index.ts';

let folder: string;
let store: Store;
beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'studyhall-users-'));
  store = await openStore(folder);
});
afterEach(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

const person = (name: string, position: 'student' | 'tutor', admissionNo?: string) => ({
  fname: name,
  email: `${name}@school.test`,
  contact: '9876543210',
  position,
  passwordHash: 'x',
  ...(admissionNo ? { admissionNo } : {}),
});

describe('new accounts', () => {
  it('give each student the next admission number, skipping one an import has taken, and never one twice', async () => {
    const first = await store.users.create(person('asha', 'student'), new Date());
    const imported = await store.users.create(person('ben', 'student', '10002'), new Date());
    const third = await store.users.create(person('chitra', 'student'), new Date());
    expect([first.admissionNo, imported.admissionNo, third.admissionNo]).toEqual(['10001', '10002', '10003']);
    const all = await Promise.all(['dev', 'esha', 'farah', 'gopal'].map((name) => store.users.create(person(name, 'student'), new Date())));
    expect(new Set(all.map((student) => student.admissionNo)).size).toBe(4);
    expect((await store.users.find(third._id))?.admissionNo).toBe('10003');
  });

  it('make the school’s first tutor its admin, and no later one', async () => {
    const first = await store.users.create(person('rao', 'tutor'), new Date());
    const second = await store.users.create(person('bose', 'tutor'), new Date());
    expect([first.admin, second.admin]).toEqual([true, false]);
    expect([(await store.users.find(first._id))?.admin, (await store.users.find(second._id))?.admin]).toEqual([true, false]);
    expect(first.admissionNo).toBeUndefined();
  });
});
