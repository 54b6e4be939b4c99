import type { Kysely } from 'kysely';

/**
 * Photo sections: a subject and its photos, in upload order. Each photo points at its full-size
 * file's `uploads` row and each of its WebP renditions at its own; deleting a section deletes its
 * photos and their renditions' rows (the API removes the `uploads` rows and files after).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photo_sections')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  // Listed newest first.
  await db.schema.createIndex('photo_sections_created').on('photo_sections').column('created_at').execute();

  await db.schema
    .createTable('photos')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('section_id', 'text', (column) => column.notNull().references('photo_sections.id').onDelete('cascade'))
    // The full-size copy: upright, without metadata.
    .addColumn('upload', 'text', (column) => column.notNull().unique().references('uploads.name'))
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    // Upload order within the section.
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('photos_section_position').on('photos').columns(['section_id', 'position']).execute();

  await db.schema
    .createTable('photo_renditions')
    .addColumn('photo_id', 'text', (column) => column.notNull().references('photos.id').onDelete('cascade'))
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('upload', 'text', (column) => column.notNull().unique().references('uploads.name'))
    .addPrimaryKeyConstraint('photo_renditions_pk', ['photo_id', 'width'])
    .execute();
}
