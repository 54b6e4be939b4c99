import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreMessages } from '../../contract/strings/backup.ts';
import { openStore } from '../db/index.ts';
import { freshPlace, leftBehind, sha256, writeArchive, bombChunks, type ArchiveEntry } from '../testing/hostile-archives.ts';
import type { Manifest } from './manifest.ts';
import { RefusedError } from './refused.ts';
import { RESTORE_LIMITS, type RestoreLimits } from './restore-limits.ts';
import { restore } from './restore.ts';

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'studyhall-hostile-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

const at = '2026-11-22T08:00:00.000Z';
/** A file of the school's: large enough that an archive cut anywhere is cut inside something. */
const photoName = 'AAAAAAAAAAAAAAAAAAAAAA.jpg';
const photo = randomBytes(300_000);
const tables = {
  users: `${JSON.stringify({ id: 'u1', fname: 'Asha Rao', email: 'asha@school.test', contact: '9000000000', position: 'tutor', blocked: 0, password_hash: 'x', password_changed_at: at, created_at: at, updated_at: at, session_version: 0 })}\n`,
  uploads: `${JSON.stringify({ name: photoName, file_name: 'race.jpg', mime: 'image/jpeg', size: photo.length, created_at: at })}\n`,
};

/** The manifest `npm run backup` would write for `tables` and the photo. */
function schoolManifest(): Manifest {
  return {
    format: 'studyhall-backup',
    version: 1,
    createdAt: at,
    schema: '0012-content-versions',
    tables: Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, { rows: 1, bytes: Buffer.byteLength(rows), sha256: sha256(rows) }])),
    files: { [photoName]: { bytes: photo.length, sha256: sha256(photo) } },
  };
}

/** A whole, valid archive's entries, in `npm run backup`'s order; each test spoils one thing. */
function schoolEntries(manifest = schoolManifest()): ArchiveEntry[] {
  return [
    { path: 'manifest.json', body: Buffer.from(JSON.stringify(manifest)) },
    { path: 'tables/', type: 'Directory' },
    ...Object.entries(tables).map(([name, rows]) => ({ path: `tables/${name}.ndjson`, body: Buffer.from(rows) })),
    { path: 'uploads/', type: 'Directory' },
    { path: `uploads/${photoName}`, body: photo },
  ];
}

async function archiveOf(entries: ArchiveEntry[], name = 'hostile.tar.gz'): Promise<string> {
  const archive = join(scratch, name);
  await writeArchive(archive, entries, 9);
  return archive;
}

/** Restores `archive` into a fresh place, expects it refused with `message`, and the place left as it was. */
async function expectRefused(archive: string, message: string | RegExp, limits: RestoreLimits = RESTORE_LIMITS): Promise<void> {
  const place = await freshPlace(scratch, 'target');
  const refusal = restore({ archive, ...place, limits });
  await expect(refusal).rejects.toThrow(RefusedError);
  await expect(refusal).rejects.toThrow(message);
  expect(await leftBehind(place)).toEqual({ paths: [], rows: 0 });
}

describe('restore of a damaged or hostile archive', () => {
  it('restores the hand-made archive the other tests spoil, so each refusal is for its one fault', async () => {
    const place = await freshPlace(scratch, 'target');
    await restore({ archive: await archiveOf(schoolEntries()), ...place });
    expect(readFileSync(join(place.uploadsDir, photoName))).toEqual(photo);
    const store = await openStore(place.dataDir, place.database);
    try {
      expect(await store.tables.count()).toMatchObject({ users: 1, uploads: 1 });
    } finally {
      await store.close();
    }
  });

  it('refuses an archive cut short anywhere, with one line, and leaves no folder, file or row', async () => {
    const archive = await archiveOf(schoolEntries());
    const whole = readFileSync(archive);
    for (const cut of [1, 100, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99]) {
      const bytes = cut < 1 ? Math.round(whole.length * cut) : cut;
      writeFileSync(join(scratch, 'cut.tar.gz'), whole.subarray(0, bytes));
      const place = await freshPlace(scratch, `cut-${bytes}`);
      const refusal = await restore({ archive: join(scratch, 'cut.tar.gz'), ...place }).catch((error: unknown) => error);
      expect(refusal, `cut at ${bytes} of ${whole.length} bytes`).toBeInstanceOf(RefusedError);
      expect((refusal as Error).message).toMatch(/cut short/);
      expect((refusal as Error).message).not.toContain('\n');
      expect(await leftBehind(place)).toEqual({ paths: [], rows: 0 });
    }
  });

  it('refuses a gzip bomb from its header, before unpacking it: a file listed as 10 bytes that is 50 MB, mostly zeros', async () => {
    const manifest = schoolManifest();
    manifest.files[photoName] = { bytes: 10, sha256: sha256(Buffer.alloc(10)) };
    const entries = schoolEntries(manifest).map((entry) => (entry.path === `uploads/${photoName}` ? { ...entry, body: { size: 50e6, chunks: () => bombChunks(50, 1e6, { noise: 2000 }) } } : entry));
    const archive = await archiveOf(entries);
    expect(readFileSync(archive).length).toBeLessThan(500_000);
    await expectRefused(archive, restoreMessages.sizeDiffers(`uploads/${photoName}`, 50e6, 10));
  });

  it('refuses a bomb that unpacks a thousandfold, beyond any real backup, whatever its manifest lists', async () => {
    const manifest = schoolManifest();
    manifest.files[photoName] = { bytes: 50e6, sha256: sha256('') };
    const entries = schoolEntries(manifest).map((entry) => (entry.path === `uploads/${photoName}` ? { ...entry, body: { size: 50e6, chunks: () => bombChunks(50, 1e6) } } : entry));
    await expectRefused(await archiveOf(entries), restoreMessages.bomb);
  });

  it("refuses a table of an older backup (no size listed) that is larger than its rows can be, before unpacking it", async () => {
    const manifest = schoolManifest();
    manifest.tables.users = { rows: 1, sha256: sha256('') };
    const entries = schoolEntries(manifest).map((entry) => (entry.path === 'tables/users.ndjson' ? { ...entry, body: { size: 50e6, chunks: () => bombChunks(50, 1e6, { noise: 2000 }) } } : entry));
    await expectRefused(await archiveOf(entries), restoreMessages.tableTooLarge('users', 50e6, 1));
  });

  it('refuses a row longer than any Studyhall writes, though the manifest lists its size and checksum', async () => {
    const long = `${JSON.stringify({ id: 'u1', fname: 'x'.repeat(2 * RESTORE_LIMITS.rowBytes) })}\n`;
    const manifest = schoolManifest();
    manifest.tables.users = { rows: 1, bytes: long.length, sha256: sha256(long) };
    const entries = schoolEntries(manifest).map((entry) => (entry.path === 'tables/users.ndjson' ? { ...entry, body: Buffer.from(long) } : entry));
    await expectRefused(await archiveOf(entries), restoreMessages.rowTooLong('users', RESTORE_LIMITS.rowBytes));
  });

  it('refuses a manifest larger than a school’s from its header, and one of two million values in 4 MB before parsing it', async () => {
    const padded = { path: 'manifest.json', body: Buffer.concat([Buffer.from(JSON.stringify(schoolManifest())), Buffer.alloc(RESTORE_LIMITS.manifestBytes, ' ')]) };
    const large = await archiveOf([padded, ...schoolEntries().slice(1)], 'large.tar.gz');
    await expectRefused(large, restoreMessages.manifestTooLarge(padded.body.length, RESTORE_LIMITS.manifestBytes));

    const values = Buffer.from(`{"files":{"a":[${'0,'.repeat(2_000_000)}0]}}`);
    expect(values.length).toBeLessThan(RESTORE_LIMITS.manifestBytes);
    const many = await archiveOf([{ path: 'manifest.json', body: values }], 'many.tar.gz');
    await expectRefused(many, restoreMessages.manifestTooManyValues(RESTORE_LIMITS.manifestValues));
  });

  it('refuses a manifest listing more files than a restore takes', async () => {
    const manifest = schoolManifest();
    for (const name of ['BBBBBBBBBBBBBBBBBBBBBB.pdf', 'CCCCCCCCCCCCCCCCCCCCCC.pdf']) manifest.files[name] = { bytes: 1, sha256: sha256('x') };
    await expectRefused(await archiveOf(schoolEntries(manifest)), restoreMessages.manifestTooManyFiles(3, 2), { ...RESTORE_LIMITS, files: 2 });
  });

  it('refuses a file or a table whose bytes differ from its checksum', async () => {
    const spoiled = Buffer.from(photo);
    spoiled[1000] = (spoiled[1000] ?? 0) ^ 0xff;
    const file = schoolEntries().map((entry) => (entry.path === `uploads/${photoName}` ? { ...entry, body: spoiled } : entry));
    await expectRefused(await archiveOf(file, 'file.tar.gz'), restoreMessages.fileDiffers(photoName));

    const table = schoolEntries().map((entry) => (entry.path === 'tables/users.ndjson' ? { ...entry, body: Buffer.from(tables.users.replace('Asha', 'Ravi')) } : entry));
    await expectRefused(await archiveOf(table, 'table.tar.gz'), restoreMessages.rowsDiffer('users'));
  });

  it('refuses an entry the manifest does not list, a link, a second copy, a missing file and a manifest out of place', async () => {
    const [manifest, ...rest] = schoolEntries();
    const cases: [string, ArchiveEntry[], string][] = [
      ['unlisted', [...schoolEntries(), { path: 'uploads/evil.sh', body: Buffer.from('#!/bin/sh\n') }], restoreMessages.notListed('uploads/evil.sh')],
      ['link', [...schoolEntries().slice(0, -1), { path: `uploads/${photoName}`, type: 'SymbolicLink', linkpath: '/etc/passwd' }], restoreMessages.oddEntry(`uploads/${photoName}`)],
      ['twice', [...schoolEntries(), { path: `uploads/${photoName}`, body: photo }], restoreMessages.twice(`uploads/${photoName}`)],
      ['missing', schoolEntries().slice(0, -1), restoreMessages.missing(`uploads/${photoName}`)],
      ['late-manifest', [...rest, ...(manifest ? [manifest] : [])], restoreMessages.noManifest('tables/')],
    ];
    for (const [name, entries, message] of cases) await expectRefused(await archiveOf(entries, `${name}.tar.gz`), message);
  });

  it('refuses rows the database will not take, and takes the files and the database it made away again', async () => {
    const forged = tables.users.replace('"blocked":0', '"blocked":0,"is_admin":1');
    const manifest = schoolManifest();
    manifest.tables.users = { rows: 1, bytes: forged.length, sha256: sha256(forged) };
    const entries = schoolEntries(manifest).map((entry) => (entry.path === 'tables/users.ndjson' ? { ...entry, body: Buffer.from(forged) } : entry));
    await expectRefused(await archiveOf(entries), /^The database refused the backup's rows \(.*is_admin.*\), so nothing was restored\.$/);
  });

  it('refuses an archive whose declared size does not fit the disk, before unpacking anything', async () => {
    const manifest = schoolManifest();
    manifest.files[photoName] = { bytes: 1e15, sha256: sha256('') };
    await expectRefused(await archiveOf(schoolEntries(manifest)), /^Restoring this backup needs 1000000\.0 GB of free disk in .*, which has [\d.]+ GB: make room and run it again\. Nothing was restored\.$/);
  });
});
