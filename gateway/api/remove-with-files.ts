import type { Context } from 'hono';
import type { Queries, StoredRecord } from '../db/index.ts';
import type { ApiDeps, ApiEnv } from './context.ts';

/**
 * Removes a record with its files, the one way every area does it: `remove` deletes the record's
 * rows in one transaction and answers the `uploads` names of its files, whose rows go in the same
 * transaction; the files themselves go once it has ended.
 *
 * @param deps the store and the file store
 * @param remove deletes the record in the transaction it is given (failing when it is gone) and answers its files' `uploads` names
 * @example await removeWithFiles(deps, async (tx) => { await tx.photos.removePhoto(id, photo.id, now); return photo.uploads; })
 */
export async function removeWithFiles(deps: Pick<ApiDeps, 'store' | 'files'>, remove: (tx: Queries) => Promise<readonly string[]>): Promise<void> {
  const uploads = await deps.store.transaction(async (tx) => {
    const names = await remove(tx);
    for (const name of names) await tx.uploads.remove(name);
    return names;
  });
  // The rows are gone first: a crash now leaves files the start-up sweep removes, never a row without its file.
  await removeStoredFiles(deps, uploads);
}

/** What an area's `DELETE …/:id` needs to know of it. */
export interface Deletion<Answer> {
  /** Removes the record, answering it with its files' `uploads` names, or undefined when there is no such record. */
  remove: (tx: Queries, id: string) => Promise<StoredRecord<Answer, readonly string[]> | undefined>;
  notFound: () => never;
  /** What the audit log calls the deletion: `note.delete`. */
  action: string;
  /** The record as the audit log names it. */
  target: (id: string, record: Answer) => string;
}

/**
 * An area's `DELETE …/:id`: removes the record with its files (`removeWithFiles`), logged in the
 * same transaction; 404 when there is no such record, 204 once it is gone.
 *
 * @param deps the store and the file store
 * @param deletion how the area removes and names a record
 * @example app.delete(`${TUTOR_PATH}/:id`, deleteRecord(deps, { remove: (tx, id) => tx.photos.remove(id), notFound, action: 'photos.delete', target }))
 */
export function deleteRecord<Answer>(deps: Pick<ApiDeps, 'store' | 'files'>, deletion: Deletion<Answer>) {
  return async function deleteRecordRoute(c: Context<ApiEnv, `${string}/:id`>): Promise<Response> {
    const id = c.req.param('id');
    await removeWithFiles(deps, async (tx) => {
      const removed = (await deletion.remove(tx, id)) ?? deletion.notFound();
      await c.var.audit(deletion.action, { target: deletion.target(id, removed.record) }, tx);
      return removed.uploads;
    });
    return c.body(null, 204);
  };
}

/**
 * Removes files whose rows are gone. A failure is logged, not answered: the change has been
 * made, and the next start-up sweep removes what is left.
 */
export async function removeStoredFiles(deps: Pick<ApiDeps, 'files'>, names: readonly string[]): Promise<void> {
  try {
    await Promise.all(names.map((name) => deps.files.remove(name)));
  } catch (error) {
    console.error('could not remove an uploaded file:', error);
  }
}
