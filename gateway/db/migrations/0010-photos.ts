import type { Kysely } from 'kysely';
import { required, withTextId, withTimes } from './columns.ts';

/**
 * Photo sections: a subject and its photos, in upload order. Each photo points at its full-size
 * file's `uploads` row and each of its WebP renditions at its own; deleting a section deletes its
 * photos and their renditions' rows (the API removes the `uploads` rows and files after).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photo_sections')
    .$call(withTextId)
    .$call(required('text', 'subject'))
    .$call(withTimes)
    .execute();
  // Listed newest first.
  await db.schema.createIndex('photo_sections_created').on('photo_sections').column('created_at').execute();

  await db.schema
    .createTable('photos')
    .$call(withTextId)
    .addColumn('section_id', 'text', (column) => column.notNull().references('photo_sections.id').onDelete('cascade'))
    // The full-size copy: upright, without metadata.
    .addColumn('upload', 'text', (column) => column.notNull().unique().references('uploads.name'))
    .$call(required('text', 'file_name'))
    // `position`: upload order within the section.
    .$call(required('integer', 'width', 'height', 'position'))
    .$call(required('text', 'created_at'))
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
