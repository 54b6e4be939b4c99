import type { Kysely } from 'kysely';

/**
 * "New" markers (issue 26): when each account last opened each list, and indexes that read the
 * records made after a moment newest first, without reading the whole list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_reads')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // assignments, notes, announcements, events or photos (contract/records/news.ts).
    .addColumn('area', 'text', (column) => column.notNull())
    .addColumn('read_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('list_reads_pk', ['user_id', 'area'])
    .execute();
  // The lists' own indexes lead with the day; news reads newest first by creation, as photo sections' index (0011) has it.
  for (const table of ['assignments', 'notes', 'announcements', 'events']) {
    await db.schema.createIndex(`${table}_created`).on(table).columns(['created_at desc', 'id']).execute();
  }
}
