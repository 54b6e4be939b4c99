import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../db/index.ts';
import { apiOverFolder } from '../testing/api-over-folder.ts';
import { startTestApi, student, tutor, type TestApi } from '../testing/api-harness.ts';
import { freshPlace as placeIn, leftBehind } from '../testing/hostile-archives.ts';
import { addAssignment, everyFile, everyRow, fillSmallSchool } from '../testing/small-school.ts';
import { backUp } from './backup.ts';
import { MANIFEST_FILE, TABLES_FOLDER, UPLOADS_FOLDER, type Manifest } from './manifest.ts';
import { restore } from './restore.ts';

/** The tables migration 0013 added. */
/** The tables migrations after 0012 added: the school model's (0013), invitations and guardians' addresses (0015), then coursework (0016). */
const TABLES_SINCE_0012 = ['counters', 'classes', 'class_tutors', 'class_students', 'audiences', 'registers', 'register_marks', 'school_settings', 'invitations', 'guardian_emails', 'assignment_terms', 'submissions', 'submission_files', 'announcement_files', 'list_reads', 'mail_queue', 'guardian_children', 'absence_alerts', 'digest_choices', 'digest_runs'] as const;

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
const freshPlace = (name: string) => placeIn(scratch, name);

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
    // As `npm run backup` does: its own connection, beside the server's, which goes on writing.
    const backupStore = await openStore(t.dataDir, t.storeOptions);
    const realRead = backupStore.tables.read.bind(backupStore.tables);
    let addedDuring: string | undefined;
    backupStore.tables.read = (sink) =>
      realRead(async (table, rows) => {
        // The snapshot has begun (the users are read); the assignments are not read yet.
        if (table === 'users') addedDuring = (await addAssignment(t, tutorToken, 'During the backup')).filePath.replace('uploads/', '');
        await sink(table, rows);
      });
    const archive = join(scratch, 'busy.tar.gz');
    const manifest = await backUp({ store: backupStore, uploadsDir: t.files.dir, out: archive }).finally(() => backupStore.close());
    const after = await addAssignment(t, tutorToken, 'After the backup');

    expect((await t.store.assignments.list()).length).toBe(4);
    expect(manifest.tables.assignments?.rows).toBe(2);
    expect(Object.keys(manifest.files)).not.toContain(addedDuring);
    const place = await freshPlace('busy');
    await restore({ archive, ...place });
    const restored = await openStore(place.dataDir, place.database);
    try {
      expect((await restored.assignments.list()).map((record) => record.title).sort()).toEqual(['Decimals', 'Fractions']);
      expect(readdirSync(place.uploadsDir)).not.toContain(after.filePath.replace('uploads/', ''));
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
    const realRead = t.store.tables.read.bind(t.store.tables);
    let deleted = false;
    let snapshots = 0;
    t.store.tables.read = (sink) => {
      snapshots += 1;
      return realRead(async (table, rows) => {
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
    };
    try {
      const manifest = await backUp({ store: t.store, uploadsDir: t.files.dir, out: join(scratch, 'retried.tar.gz') });
      expect(snapshots).toBe(2);
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
    const before = await leftBehind(place);

    await expect(restore({ archive, ...place })).rejects.toThrow(/already holds a school \(users \(1\).*\): it must be empty/);
    expect(await leftBehind(place)).toEqual(before);
  });

  it('refuses a damaged archive before writing anything', async () => {
    await fillSmallSchool(t, tutorToken);
    const { archive, manifest } = await backUpTo('school.tar.gz');
    const [someFile = ''] = Object.keys(manifest.files);
    // The same size, other bytes: only the checksum tells.
    const damaged = await repack(archive, 'damaged.tar.gz', (folder) => writeFileSync(join(folder, 'uploads', someFile), Buffer.alloc(manifest.files[someFile]?.bytes ?? 0)));

    const place = await freshPlace('damaged');
    await expect(restore({ archive: damaged, ...place })).rejects.toThrow(`The backup's file ${someFile} does not match its manifest`);
    expect(await leftBehind(place)).toEqual({ paths: [], rows: 0 });
  });

  it('refuses a forged archive: a file it does not list, or an uploads row naming a file outside the school', async () => {
    await fillSmallSchool(t, tutorToken);
    const { archive } = await backUpTo('school.tar.gz');
    const extra = await repack(archive, 'extra.tar.gz', (folder) => writeFileSync(join(folder, 'uploads', 'evil.sh'), '#!/bin/sh\n'));
    await expect(restore({ archive: extra, ...(await freshPlace('extra')) })).rejects.toThrow("The backup holds files its manifest does not list: uploads/evil.sh");

    const outside = await repack(archive, 'outside.tar.gz', (folder) => {
      const table = join(folder, 'tables', 'uploads.ndjson');
      const rows = readFileSync(table, 'utf8').replace(/"name":"[^"]+"/, '"name":"../../../etc/passwd"');
      writeFileSync(table, rows);
      const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Manifest;
      manifest.tables.uploads = { rows: manifest.tables.uploads?.rows ?? 0, sha256: createHash('sha256').update(rows).digest('hex') };
      writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest));
    });
    const place = await freshPlace('outside');
    await expect(restore({ archive: outside, ...place })).rejects.toThrow('The backup\'s uploads table names a file it does not hold ("../../../etc/passwd")');
    expect(await leftBehind(place)).toEqual({ paths: [], rows: 0 });
  });

  it('restores a backup made before the latest migration into its own schema, then brings it up to date', async () => {
    await fillSmallSchool(t, tutorToken);
    const { archive } = await backUpTo('school.tar.gz');
    // As 0012 left it: no tables of the school model, and accounts without their two new columns.
    const older = await repack(archive, 'older.tar.gz', (folder) => {
      const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Manifest;
      for (const table of TABLES_SINCE_0012) {
        delete manifest.tables[table];
        rmSync(join(folder, 'tables', `${table}.ndjson`));
      }
      // …and, as 0013 left them, codes without the purpose 0014 added.
      for (const [table, added] of [
        ['users', /,"admin":\d,"admission_no":(null|"\d+")|,"language":(null|"[a-z]+")/g],
        ['signup_codes', /,"purpose":"signup"/g],
      ] as const) {
        const file = join(folder, 'tables', `${table}.ndjson`);
        const rows = readFileSync(file, 'utf8').replace(added, '');
        writeFileSync(file, rows);
        manifest.tables[table] = { rows: manifest.tables[table]?.rows ?? 0, sha256: createHash('sha256').update(rows).digest('hex') };
      }
      manifest.schema = '0012-content-versions';
      writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest));
    });

    const place = await freshPlace('older');
    await restore({ archive: older, ...place });
    const restored = await openStore(place.dataDir, place.database);
    try {
      expect(await restored.schema()).toBe('0023-user-language');
      const after = await everyRow(restored);
      const before = await everyRow(t.store);
      // The students get the same admission numbers in the order they joined; the first tutor is the admin.
      const numbers = (rows: typeof after) => (rows.users ?? []).map((user) => user.admission_no).sort();
      expect(numbers(after)).toEqual(numbers(before));
      // A backup from before 0019 has no mail queue: the mails it would hold had been sent.
      const withoutNumbers = (rows: typeof after) => ({ ...rows, users: rows.users?.map(({ admission_no: _, ...user }) => user), mail_queue: undefined });
      expect(withoutNumbers(after)).toEqual(withoutNumbers(before));
    } finally {
      await restored.close();
    }

    // A database this version has already brought up to date cannot take rows of the older shape.
    const opened = await freshPlace('opened');
    await (await openStore(opened.dataDir, opened.database)).close();
    await expect(restore({ archive: older, ...opened })).rejects.toThrow(/^The database is already at schema 0013-school-model, past 0012-content-versions\. Restore with a version of Studyhall at least as new/);
  });
});

/** Backs the test's school up into `name` in the scratch folder. */
async function backUpTo(name: string) {
  const archive = join(scratch, name);
  return { archive, manifest: await backUp({ store: t.store, uploadsDir: t.files.dir, out: archive }) };
}

/** The archive unpacked, changed by `edit`, and packed again as `name`, as `npm run backup` packs: a damaged or forged backup. */
async function repack(archive: string, name: string, edit: (folder: string) => void): Promise<string> {
  const folder = mkdtempSync(join(scratch, 'unpacked-'));
  await tar.extract({ file: archive, cwd: folder });
  edit(folder);
  const repacked = join(scratch, name);
  await tar.create({ gzip: true, file: repacked, cwd: folder }, [MANIFEST_FILE, TABLES_FOLDER, UPLOADS_FOLDER]);
  return repacked;
}
