import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migratedTestDatabase } from '../testing/test-database.ts';
import { openStore, type Store } from './index.ts';

let folder: string;
let store: Store;
beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'studyhall-dated-'));
  store = await openStore(folder, await migratedTestDatabase(folder));
});
afterEach(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

const at = (time: string) => new Date(`2026-11-20T${time}Z`);
const event = (day: string, name: string) => ({ date: ` ${day}`, day, event: name, club: 'Chess club', description: 'Room 12.' });

/** An `uploads` row, as the API writes it before the record that points at it. */
async function upload(name: string): Promise<string> {
  await store.uploads.add({ name, fileName: `sent ${name}`, mime: 'image/png', size: 3 }, at('08:00:00'));
  return name;
}

describe('an area without files (events)', () => {
  it('answers each record in its own shape, with no files, in date order', async () => {
    const later = await store.events.create(event('2026-11-24', 'Final'), at('09:00:00'));
    const earlier = await store.events.create(event('2026-11-22', 'Heats'), at('10:00:00'));
    expect(await store.events.find(later)).toEqual({ record: { _id: later, date: ' 2026-11-24', event: 'Final', club: 'Chess club', description: 'Room 12.', classes: [] }, uploads: [] });
    expect((await store.events.list()).map((record) => record._id)).toEqual([earlier, later]);
  });

  it('changes the texts and the date of a record there is, and says whether there was one', async () => {
    const id = await store.events.create(event('2026-11-22', 'Heats'), at('09:00:00'));
    expect(await store.events.update(id, event('2026-11-23', 'Semi-final'), at('10:00:00'))).toBe(true);
    expect(await store.events.update('no-such-event', event('2026-11-23', 'Semi-final'), at('10:00:00'))).toBe(false);
    expect((await store.events.find(id))?.record).toMatchObject({ date: ' 2026-11-23', event: 'Semi-final' });
  });

  it('removes a record, answering what it removed, and answers nothing for one there is not', async () => {
    const id = await store.events.create(event('2026-11-22', 'Heats'), at('09:00:00'));
    const kept = await store.events.create(event('2026-11-23', 'Final'), at('09:00:00'));
    expect(await store.events.remove(id)).toEqual({ record: expect.objectContaining({ _id: id, event: 'Heats' }), uploads: [] });
    expect(await store.events.remove(id)).toBeUndefined();
    expect((await store.events.list()).map((record) => record._id)).toEqual([kept]);
  });
});

describe('an area with one file a record (assignments, notes)', () => {
  const note = (day: string, title: string, name: string) => ({ date: '22/Nov/2026', day, title, description: 'Bring a coat.', upload: name });

  it('answers each record with its file, newest first, and names the file’s `uploads` row', async () => {
    const older = await store.notes.create(note('2026-11-20', 'Older', await upload('older.png')), at('09:00:00'));
    const newer = await store.notes.create(note('2026-11-22', 'Newer', await upload('newer.png')), at('08:00:00'));
    expect(await store.notes.find(older)).toEqual({
      record: { _id: older, date: '22/Nov/2026', title: 'Older', description: 'Bring a coat.', filePath: 'uploads/older.png', fileName: 'sent older.png', classes: [] },
      uploads: ['older.png'],
    });
    expect((await store.notes.list()).map((record) => record._id)).toEqual([newer, older]);
  });

  it('keeps the file through an edit of the texts, and points the record at a new one when it is replaced', async () => {
    const details = { date: '22/Nov/2026', day: '2026-11-22', title: 'Fractions', description: 'Ex. 1–4' };
    const id = await store.notes.create({ ...details, upload: await upload('first.pdf') }, at('09:00:00'));
    await store.notes.update(id, { ...details, title: 'Decimals' }, at('10:00:00'));
    expect(await store.notes.find(id)).toMatchObject({ record: { title: 'Decimals', filePath: 'uploads/first.pdf', fileName: 'sent first.pdf' }, uploads: ['first.pdf'] });
    expect(await store.notes.replaceFile(id, { date: '23/Nov/2026', day: '2026-11-23' }, await upload('second.pdf'), at('11:00:00'))).toBe(true);
    expect(await store.notes.find(id)).toMatchObject({ record: { date: '23/Nov/2026', title: 'Decimals', filePath: 'uploads/second.pdf' }, uploads: ['second.pdf'] });
  });

  it('removes a record and answers its file’s `uploads` name, whose row the caller removes after', async () => {
    const id = await store.notes.create(note('2026-11-22', 'Gone', await upload('gone.png')), at('09:00:00'));
    expect(await store.notes.remove(id)).toMatchObject({ record: { _id: id, title: 'Gone' }, uploads: ['gone.png'] });
    expect(await store.notes.find(id)).toBeUndefined();
    expect(await store.uploads.find('gone.png')).toBeDefined();
  });
});
