import type { Kysely } from 'kysely';

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
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('mime', 'text', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  for (const table of ['assignments', 'notes']) await createFileRecordTable(db, table);
}

async function createFileRecordTable(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'text', (column) => column.primaryKey())
    // Exactly as the tutor's device sent it (`22/Nov/2026`), and the real day it names.
    .addColumn('date_text', 'text', (column) => column.notNull())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('upload', 'text', (column) => column.notNull().references('uploads.name'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  // Lists are newest first; Today's Task asks for one day.
  await db.schema.createIndex(`${table}_day_created`).on(table).columns(['day', 'created_at']).execute();
}
