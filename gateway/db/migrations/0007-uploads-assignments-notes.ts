import type { Kysely } from 'kysely';
import { datedRecordTable, required } from './columns.ts';

/**
 * Uploaded files (one row per file on disk under uploads/, the start-up sweep's list of what
 * to keep), and the first two content areas, which each point at one of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    // The random name on disk, with its checked extension.
    .addColumn('name', 'text', (column) => column.primaryKey())
    // The name it was uploaded under, for downloads.
    .$call(required('text', 'file_name', 'mime'))
    .$call(required('integer', 'size'))
    .$call(required('text', 'created_at'))
    .execute();
  for (const table of ['assignments', 'notes']) {
    // Dates exactly as the tutor's device sent them: `22/Nov/2026`.
    await datedRecordTable(db, table, ['title', 'description'], { file: true }).execute();
    // Lists are newest first; Today's Task asks for one day.
    await db.schema.createIndex(`${table}_day_created`).on(table).columns(['day', 'created_at']).execute();
  }
}
