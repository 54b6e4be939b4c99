import { sql, type Kysely } from 'kysely';

/**
 * Every list is read in its own order straight off an index, with the last tie-breaker (the
 * id) in it too, so no list is sorted per request: the day and creation indexes of 0007, 0008
 * and 0010 left the id to a sort of the whole list, and the students' list (by name as a person
 * reads it, `lower(fname)`) sorted every student. Each index replaces the one it extends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Newest first, then by id: assignments, notes and announcements.
  for (const table of ['assignments', 'notes', 'announcements']) {
    await db.schema.dropIndex(`${table}_day_created`).execute();
    await db.schema.createIndex(`${table}_list_order`).on(table).columns(['day desc', 'created_at desc', 'id']).execute();
  }
  // In date order.
  await db.schema.dropIndex('events_day_created').execute();
  await db.schema.createIndex('events_list_order').on('events').columns(['day', 'created_at', 'id']).execute();
  // Newest first.
  await db.schema.dropIndex('photo_sections_created').execute();
  await db.schema.createIndex('photo_sections_list_order').on('photo_sections').columns(['created_at desc', 'id']).execute();
  // One position's people by name; a function call is an index expression on SQLite and PostgreSQL alike.
  await db.schema.dropIndex('users_position_fname').execute();
  await db.schema.createIndex('users_position_name').on('users').column('position').column(sql`lower(fname)`).columns(['fname', 'id']).execute();
}
