import type { Kysely } from 'kysely';

/**
 * One number per kind of content (`assignments`, `users`, …), raised in the transaction of every
 * change to it. A process keeps a list's answer while the numbers it was made at still hold, and
 * every process reads them here, so a change made through any of them shows at once in all.
 * A kind gets its row at its first change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_versions')
    .addColumn('kind', 'text', (column) => column.primaryKey())
    .addColumn('version', 'integer', (column) => column.notNull())
    .execute();
}
