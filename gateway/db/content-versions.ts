import type { Kysely } from 'kysely';
import { compiledOnce } from './compiled-once.ts';
import type { DatabaseSchema } from './schema.ts';

/** What a list's answer is made of: the kinds of content whose changes are counted. */
export type ContentKind = 'assignments' | 'notes' | 'announcements' | 'events' | 'photos' | 'users' | 'attendance' | 'classes' | 'registers' | 'school' | 'submissions';

/**
 * Runs `change` and counts it against `kind`, in one transaction (the caller's, or its own):
 * whoever sees the change sees the new count, so an answer kept at the old count is never
 * served after the change has been answered.
 *
 * @param db the database, or the transaction the change belongs to
 * @param kind what the change changes
 * @param change the writes, run on the transaction it is given
 * @example return changing(db, 'events', (tx) => tx.deleteFrom('events').where('id', '=', id).execute())
 */
export async function changing<T>(db: Kysely<DatabaseSchema>, kind: ContentKind, change: (tx: Kysely<DatabaseSchema>) => Promise<T>): Promise<T> {
  if (!db.isTransaction) return db.transaction().execute((trx) => changing(trx, kind, change));
  const result = await change(db);
  await db
    .insertInto('content_versions')
    .values({ kind, version: 1 })
    .onConflict((conflict) => conflict.column('kind').doUpdateSet((eb) => ({ version: eb('content_versions.version', '+', 1) })))
    .execute();
  return result;
}

/** Every kind's count: the table holds a row per kind, a handful. Asked before every kept answer is sent. */
const everyVersion = compiledOnce((db) => db.selectFrom('content_versions').select(['kind', 'version']));

/** The counts of changes, read before a kept answer is sent again. */
export function contentVersionsQueries(db: Kysely<DatabaseSchema>) {
  return {
    /**
     * One key for the current state of `kinds`: it changes whenever any of them changes. Read it
     * before the content it keys, so content read after a change is never kept under an older key.
     */
    async keyOf(kinds: readonly ContentKind[]): Promise<string> {
      const versions = new Map((await everyVersion(db, [])).rows.map((row) => [row.kind, row.version]));
      return kinds.map((kind) => versions.get(kind) ?? 0).join('.');
    },
  };
}
