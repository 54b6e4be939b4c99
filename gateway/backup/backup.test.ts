import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../db/index.ts';
import { apiOverFolder } from '../testing/api-over-folder.ts';
import { startTestApi, student, tutor, type TestApi } from '../testing/api-harness.ts';
import { addAssignment, everyFile, everyRow, fillSmallSchool } from '../testing/small-school.ts';
import { testStoreOptions } from '../testing/test-database.ts';
import { backUp } from './backup.ts';
import { fingerprint } from './manifest.ts';
import { restore } from './restore.ts';

let t: TestApi;
let tutorToken: string;
let scratch: string;

beforeEach(async () => {
  t = await startTestApi();
  scratch = mkdtempSync(join(tmpdir(), 'studyhall-backup-'));
  tutorToken = await t.tokenFor('tutor');
});
afterEach(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A fresh place for a school: a data folder, an uploads folder, and on PostgreSQL its own empty database. */
async function freshPlace(name: string) {
  const dataDir = join(scratch, name);
  return { dataDir, uploadsDir: join(dataDir, 'uploads'), database: await testStoreOptions() };
}

describe('backup and restore', () => {
  it('restores a school identical to the one backed up: every row, every file, every login', async () => {
    await fillSmallSchool(t, tutorToken);
    const archive = join(scratch, 'school.tar.gz');
    const manifest = await backUp({ store: t.store, uploadsDir: t.files.dir, out: archive });
    expect(manifest.tables.users?.rows).toBe(2);
    expect(Object.keys(manifest.files)).toHaveLength(readdirSync(t.files.dir).length);

    const place = await freshPlace('restored');
    await restore({ archive, ...place });

    const restored = await apiOverFolder(place.dataDir, place);
    try {
      expect(await everyRow(restored.store)).toEqual(await everyRow(t.store));
      expect(await everyFile(place.uploadsDir)).toEqual(await everyFile(t.files.dir));
      const asStudent = await restored.login('student', student);
      const asTutor = await restored.login('tutor', tutor);
      expect([asStudent.status, asTutor.status]).toEqual([200, 200]);
      const listed = (await (await restored.call('GET', '/student/home/assignments', { token: asStudent.token })).json()) as { assignments: { filePath: string }[] };
      const [first] = listed.assignments;
      const download = await restored.call('GET', `/${first?.filePath}`, { token: asStudent.token });
      expect(Buffer.from(await download.arrayBuffer())).toEqual(readFileSync(join(t.files.dir, first?.filePath.replace('uploads/', '') ?? '')));
      // Numbering goes on after the restored rows: a new sign-up code and audit event fit in.
      expect((await restored.call('POST', '/student/signup', { body: { email: 'ravi@school.test', contact: '9000000001' } })).status).toBe(200);
    } finally {
      await restored.close();
    }
  });

  it('takes a consistent snapshot while a tutor keeps adding coursework', async () => {
    await fillSmallSchool(t, tutorToken);
    let writing = true;
    const added: string[] = [];
    const writer = (async () => {
      for (let n = 0; writing; n += 1) added.push((await addAssignment(t, tutorToken, `Extra ${n}`))._id);
    })();
    const archive = join(scratch, 'busy.tar.gz');
    // Let some writes land before, during and after the snapshot.
    while (added.length < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    // As `npm run backup` does: its own connection, beside the server's.
    const backupStore = await openStore(t.dataDir, t.storeOptions);
    const before = added.length;
    const manifest = await backUp({ store: backupStore, uploadsDir: t.files.dir, out: archive }).finally(() => backupStore.close());
    const during = added.length - before;
    await new Promise((resolve) => setTimeout(resolve, 50));
    writing = false;
    await writer;

    const place = await freshPlace('busy');
    await restore({ archive, ...place });
    const restored = await openStore(place.dataDir, place.database);
    try {
      const assignments = await restored.assignments.list();
      expect(assignments.length).toBe(manifest.tables.assignments?.rows);
      expect(assignments.length).toBeGreaterThanOrEqual(2 + before);
      expect(during).toBeGreaterThan(0);
      // Every restored record's file came along, byte for byte as the backup listed it.
      for (const record of assignments) {
        const name = record.filePath.replace('uploads/', '');
        expect((await fingerprint(join(place.uploadsDir, name))).sha256).toBe(manifest.files[name]?.sha256);
      }
    } finally {
      await restored.close();
    }
  });

  it('takes the snapshot again when a file is deleted between its row being read and the file being kept', async () => {
    await fillSmallSchool(t, tutorToken);
    const doomed = await addAssignment(t, tutorToken, 'Withdrawn');
    const doomedFile = doomed.filePath.replace('uploads/', '');
    // Another process, as the API deletes: the rows first, then the file.
    const other = await openStore(t.dataDir, t.storeOptions);
    const realRead = t.store.tables.read;
    let deleted = false;
    t.store.tables.read = (sink) =>
      realRead(async (table, rows) => {
        if (!deleted) {
          deleted = true;
          await other.transaction(async (tx) => {
            await tx.assignments.remove(doomed._id);
            await tx.uploads.remove(doomedFile);
          });
          rmSync(join(t.files.dir, doomedFile));
        }
        await sink(table, rows);
      });
    try {
      const manifest = await backUp({ store: t.store, uploadsDir: t.files.dir, out: join(scratch, 'retried.tar.gz') });
      expect(deleted).toBe(true);
      expect(manifest.files[doomedFile]).toBeUndefined();
      expect(manifest.tables.assignments?.rows).toBe(2);
    } finally {
      t.store.tables.read = realRead;
      await other.close();
    }
  });

  it('refuses a target that already holds a school, and changes nothing there', async () => {
    await fillSmallSchool(t, tutorToken);
    const archive = join(scratch, 'school.tar.gz');
    await backUp({ store: t.store, uploadsDir: t.files.dir, out: archive });
    const place = await freshPlace('taken');
    const taken = await openStore(place.dataDir, place.database);
    await taken.users.create({ fname: 'Someone', email: 'someone@school.test', contact: '9000000002', position: 'tutor', passwordHash: 'x' }, new Date());
    await taken.close();

    await expect(restore({ archive, ...place })).rejects.toThrow(/already holds a school \(users \(1\).*\): it must be empty/);
    expect(readdirSync(place.uploadsDir)).toEqual([]);
  });

  it('refuses a damaged archive before writing anything', async () => {
    await fillSmallSchool(t, tutorToken);
    const archive = join(scratch, 'school.tar.gz');
    const manifest = await backUp({ store: t.store, uploadsDir: t.files.dir, out: archive });
    const unpacked = join(scratch, 'unpacked');
    mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const [someFile] = Object.keys(manifest.files);
    writeFileSync(join(unpacked, 'uploads', someFile ?? ''), 'not what was backed up');
    const damaged = join(scratch, 'damaged.tar.gz');
    await tar.create({ gzip: true, file: damaged, cwd: unpacked }, readdirSync(unpacked));

    const place = await freshPlace('damaged');
    await expect(restore({ archive: damaged, ...place })).rejects.toThrow(`The backup's file ${someFile} does not match its manifest`);
    expect(readdirSync(place.uploadsDir)).toEqual([]);
    const untouched = await openStore(place.dataDir, place.database);
    expect(Object.values(await untouched.tables.count()).every((rows) => rows === 0)).toBe(true);
    await untouched.close();
  });
});
