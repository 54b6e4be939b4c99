import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testStoreOptions } from '../testing/test-database.ts';
import { openStore, type Store } from './index.ts';

let folder: string;
let store: Store | undefined;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'studyhall-announcements-'));
});
afterEach(async () => {
  await store?.close();
  rmSync(folder, { recursive: true, force: true });
});

const times = { created_at: '2026-11-20T09:00:00.000Z', updated_at: '2026-11-20T09:00:00.000Z' };

describe('migration 0017: an announcement’s file beside it', () => {
  it('keeps every announcement made before with its image, and its image’s audience', async () => {
    store = await openStore(folder, { ...(await testStoreOptions()), schemaUpTo: '0016-coursework' });
    await store.tables.write(async (put) => {
      await put('uploads', [{ name: 'poster.png', file_name: 'Poster.png', mime: 'image/png', size: 3, created_at: times.created_at }]);
      await put('announcements', [{ id: 'sports-day', date_text: 'Nov 22 2026', day: '2026-11-22', subject: 'Sports day', description: 'On the field.', upload: 'poster.png', ...times }]);
    });
    await store.finishMigrations();

    const announcement = { _id: 'sports-day', date: 'Nov 22 2026', subject: 'Sports day', description: 'On the field.', imageUrl: 'uploads/poster.png', classes: [] };
    expect(await store.announcements.find('sports-day')).toEqual({ record: announcement, uploads: [] });
    expect(await store.announcements.list()).toEqual([announcement]);
    expect(await store.announcements.filesOf('sports-day')).toEqual(['poster.png']);
    expect(await store.audiences.fileIsFor('poster.png', { studentId: 'someone', readerClasses: [] })).toBe(true);
  });
});

describe('an announcement’s file', () => {
  it('is an image it shows, a PDF it offers for download, or none', async () => {
    store = await openStore(folder, await testStoreOptions());
    const now = new Date('2026-11-20T09:00:00Z');
    await store.uploads.add({ name: 'form.pdf', fileName: 'Trip form.pdf', mime: 'application/pdf', size: 3 }, now);
    const day = { date: 'Nov 22 2026', day: '2026-11-22' };
    const withPdf = await store.announcements.create({ ...day, subject: 'Trip', description: 'Read it.', upload: 'form.pdf' }, now);
    const textOnly = await store.announcements.create({ ...day, subject: 'Holiday', description: 'Read it.' }, now);
    const answered = { date: day.date, description: 'Read it.', imageUrl: '', classes: [] };
    expect((await store.announcements.find(withPdf))?.record).toEqual({ _id: withPdf, subject: 'Trip', ...answered, filePath: 'uploads/form.pdf', fileName: 'Trip form.pdf' });
    expect((await store.announcements.find(textOnly))?.record).toEqual({ _id: textOnly, subject: 'Holiday', ...answered });
    expect(await store.announcements.filesOf(textOnly)).toEqual([]);
    expect(await store.announcements.remove(withPdf)).toMatchObject({ record: { _id: withPdf } });
    expect(await store.announcements.filesOf(withPdf)).toEqual([]);
  });
});
