import type { Kysely } from 'kysely';

/**
 * Announcements (a dated subject and text with one image, which points at its `uploads` row)
 * and events (a dated event of a club, no file).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'text', (column) => column.primaryKey())
    // Exactly as the tutor's device sent it (`Nov 22 2026`), and the real day it names.
    .addColumn('date_text', 'text', (column) => column.notNull())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('upload', 'text', (column) => column.notNull().references('uploads.name'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  // Listed newest first; the home page asks for today's.
  await db.schema.createIndex('announcements_day_created').on('announcements').columns(['day', 'created_at']).execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    // Exactly as sent, leading space and all (` Nov 22 2026`), and the real day it names.
    .addColumn('date_text', 'text', (column) => column.notNull())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('event', 'text', (column) => column.notNull())
    .addColumn('club', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  // Listed in date order; the dashboards ask for today's.
  await db.schema.createIndex('events_day_created').on('events').columns(['day', 'created_at']).execute();
}
