import type { Kysely } from 'kysely';

/** The tables as this migration finds them: an announcement still names its image. */
type Before = { announcements: { id: string; upload: string }; announcement_files: { announcement_id: string; upload: string } };

/**
 * An announcement's file becomes optional (issue 26): an image as before, a PDF, or none. The
 * file moves beside the announcement, as an assignment's terms are, so announcements are a dated
 * text like events; every announcement made so far keeps its image there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcement_files')
    .addColumn('announcement_id', 'text', (column) => column.primaryKey().references('announcements.id').onDelete('cascade'))
    .addColumn('upload', 'text', (column) => column.notNull().references('uploads.name'))
    .execute();
  // A file's announcement, found from the file when it is fetched (the audience rule).
  await db.schema.createIndex('announcement_files_upload').on('announcement_files').column('upload').unique().execute();
  const before = db as Kysely<Before>;
  await before
    .insertInto('announcement_files')
    .columns(['announcement_id', 'upload'])
    .expression(before.selectFrom('announcements').select(['id', 'upload']))
    .execute();
  // SQLite (3.35 and later) and PostgreSQL alike drop a column that points at another table.
  await db.schema.alterTable('announcements').dropColumn('upload').execute();
}
