import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/api-harness.ts';
import { auditTrail } from './audit.ts';
import type { ApiEnv } from './context.ts';
import { answerError, fail } from './errors.ts';
import { deleteRecord, removeWithFiles } from './remove-with-files.ts';

let t: TestApi;
beforeEach(async () => {
  t = await startTestApi();
});
afterEach(async () => {
  await t.close();
});

const deps = () => ({ store: t.store, files: t.files, now: () => new Date() });

/** A kept file and its `uploads` row, as an upload leaves them. */
async function storedFile(text: string): Promise<string> {
  const temporary = t.files.temporaryPath();
  writeFileSync(temporary, text);
  const name = await t.files.keep(temporary, 'txt');
  await t.store.uploads.add({ name, fileName: `${text}.txt`, mime: 'text/plain', size: text.length }, new Date());
  return name;
}

const isKept = async (name: string) => existsSync(join(t.files.dir, name)) && (await t.store.uploads.find(name)) !== undefined;

describe('removeWithFiles', () => {
  it('removes the `uploads` rows of the files the removal names, then the files', async () => {
    const [gone, kept] = [await storedFile('gone'), await storedFile('kept')];
    await removeWithFiles(deps(), async () => [gone]);
    expect(await isKept(gone)).toBe(false);
    expect(existsSync(join(t.files.dir, gone))).toBe(false);
    expect(await isKept(kept)).toBe(true);
  });

  it('removes nothing when the removal fails: its rows and files stay together', async () => {
    const name = await storedFile('stays');
    const failing = removeWithFiles(deps(), async (tx) => {
      await tx.uploads.remove(name);
      throw new Error('the record could not be removed');
    });
    await expect(failing).rejects.toThrow('could not be removed');
    expect(await isKept(name)).toBe(true);
  });
});

describe('deleteRecord', () => {
  function thingsApi(known: string, upload: string) {
    const app = new Hono<ApiEnv>();
    app.use(auditTrail(deps()));
    const remove = async (_tx: unknown, id: string) => (id === known ? { record: { name: 'The thing' }, uploads: [upload] } : undefined);
    const target = (id: string, record: { name: string }) => `thing ${id} "${record.name}"`;
    app.delete('/things/:id', deleteRecord(deps(), { remove, notFound: () => fail(404, 'No such thing'), action: 'thing.delete', target }));
    app.onError(answerError);
    return app;
  }

  it('answers 204, logs the deletion and removes the record’s files', async () => {
    const name = await storedFile('thing');
    const since = new Date();
    const answer = await thingsApi('t1', name).request('/things/t1', { method: 'DELETE' });
    expect(answer.status).toBe(204);
    expect(await isKept(name)).toBe(false);
    expect(await t.store.auditEvents.list({ since })).toEqual([expect.objectContaining({ action: 'thing.delete', target: 'thing t1 "The thing"' })]);
  });

  it('answers 404 for a record there is not, and removes no file', async () => {
    const name = await storedFile('thing');
    const answer = await thingsApi('t1', name).request('/things/t2', { method: 'DELETE' });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'No such thing' });
    expect(await isKept(name)).toBe(true);
  });
});
