import type { Kysely } from 'kysely';
import { datedRecordTable } from './columns.ts';

/**
 * Announcements (a dated subject and text with one image, which points at its `uploads` row)
 * and events (a dated event of a club, no file).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Dates exactly as the tutor's device sent them: `Nov 22 2026`.
  await datedRecordTable(db, 'announcements', ['subject', 'description'], { file: true }).execute();
  // Listed newest first; the home page asks for today's.
  await db.schema.createIndex('announcements_day_created').on('announcements').columns(['day', 'created_at']).execute();

  // Dates exactly as sent, leading space and all: ` Nov 22 2026`.
  await datedRecordTable(db, 'events', ['event', 'club', 'description'], { file: false }).execute();
  // Listed in date order; the dashboards ask for today's.
  await db.schema.createIndex('events_day_created').on('events').columns(['day', 'created_at']).execute();
}
