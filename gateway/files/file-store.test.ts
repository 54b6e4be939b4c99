import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formOf, startTestApi, type TestApi } from '../testing/api-harness.ts';
import { samplePdf } from '../testing/sample-files.ts';
import { isStoredName, openFileStore, uploadPath, type FileStore } from './file-store.ts';
import { startUpSweepBefore, sweepUploads } from './sweep-uploads.ts';

let dir: string;
let files: FileStore;
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'studyhall-files-')), 'uploads');
  files = openFileStore(dir);
});
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

const anHourAgo = () => new Date(Date.now() - 60 * 60 * 1000);
function leave(name: string, changed = anHourAgo()): void {
  writeFileSync(join(dir, name), 'left behind');
  utimesSync(join(dir, name), changed, changed);
}

describe('file store', () => {
  it('keeps a temporary file under a random name with its extension, and finds it by that name only', async () => {
    const temporary = files.temporaryPath();
    writeFileSync(temporary, 'content');
    const name = await files.keep(temporary, 'pdf');
    expect(isStoredName(name)).toBe(true);
    expect(name).toMatch(/\.pdf$/);
    expect(existsSync(temporary)).toBe(false);
    expect(files.pathOf(name)).toBe(join(dir, name));
    expect(files.pathOf('../studyhall.sqlite')).toBeUndefined();
    expect(files.pathOf(temporary.split('/').at(-1) as string)).toBeUndefined();
    expect(uploadPath(name)).toBe(`uploads/${name}`);
  });

  it('gives every file its own name', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const temporary = files.temporaryPath();
      writeFileSync(temporary, String(i));
      names.add(await files.keep(temporary, 'txt'));
    }
    expect(names.size).toBe(50);
  });

  it('sweeps files no record keeps and abandoned temporary files, and nothing else', async () => {
    const kept = 'KeptKeptKeptKeptKeptKe.pdf';
    const orphan = 'OrphanOrphanOrphanOrph.pdf';
    const temporary = '.upload-0123456789abcdef.tmp';
    const foreign = 'README.txt';
    for (const name of [kept, orphan, temporary, foreign]) leave(name);
    expect(await files.sweep(new Set([kept]), new Date())).toEqual(expect.arrayContaining([orphan, temporary]));
    expect(readdirSync(dir).sort()).toEqual([kept, foreign].sort());
  });

  it('leaves files changed after the cut-off: an upload being written right now', async () => {
    const orphan = 'OrphanOrphanOrphanOrph.pdf';
    leave(orphan, new Date());
    expect(await files.sweep(new Set(), anHourAgo())).toEqual([]);
    expect(readdirSync(dir)).toEqual([orphan]);
  });
});

describe('what the start-up sweep may take', () => {
  const startedAt = new Date('2026-11-22T08:00:00Z');

  it('is everything older than start-up for a process alone with its data', () => {
    expect(startUpSweepBefore(startedAt, false)).toEqual(startedAt);
  });

  it('spares an hour of files when other processes share the database and the folder', () => {
    expect(startUpSweepBefore(startedAt, true)).toEqual(new Date('2026-11-22T07:00:00Z'));
  });
});

describe('the start-up sweep', () => {
  let t: TestApi;
  beforeEach(async () => {
    t = await startTestApi();
  });
  afterEach(() => t.close());

  it('removes an orphan left by a crash and keeps every file a record points at', async () => {
    const token = await t.tokenFor('tutor');
    const form = formOf({ date: '22/Nov/2026', title: 'Week 3', description: 'Read it.' }, { bytes: samplePdf(), name: 'week3.pdf' });
    const record = (await (await t.send('POST', '/tutor/home/assignments', form, token)).json()) as { filePath: string };
    const orphan = 'OrphanOrphanOrphanOrph.pdf';
    writeFileSync(join(t.files.dir, orphan), samplePdf());
    await sweepUploads(t.files, t.store, new Date(Date.now() + 1000));
    expect(t.uploadedFiles()).toEqual([record.filePath.replace('uploads/', '')]);
  });
});
