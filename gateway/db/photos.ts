import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PhotoFile, PhotoSection } from '../../contract/records/photo-section.ts';
import { shownName } from '../files/file-names.ts';
import { uploadPath } from '../files/file-store.ts';
import { audienceCondition, audiencesQueries, type AudienceFilter } from './audiences.ts';
import { changing } from './content-versions.ts';
import { rowLocksQueries } from './row-locks.ts';
import type { DatabaseSchema } from './schema.ts';
import type { StoredRecord } from './uploads.ts';

/** A photo to add: its full-size file's and its renditions' `uploads` names, written by the caller in the same transaction. */
export interface NewPhoto {
  upload: string;
  fileName: string;
  width: number;
  height: number;
  /** Narrowest first. */
  renditions: ReadonlyArray<{ width: number; upload: string }>;
}

/** A photo of a section, as the API needs it to remove it: its id and every file of it. */
export interface StoredPhoto {
  id: string;
  /** The full-size file first, then the renditions. */
  uploads: string[];
}

/** What a tutor changes of a section; what is left out stays. */
export interface SectionChange {
  subject?: string;
  /** Who the section is for: class ids, none for the whole school. */
  classes?: readonly string[];
}

/**
 * Photo sections, their photos (in upload order) and each photo's renditions, each section for the
 * whole school or some classes. Every write counts as a change of `photos`.
 */
export function photosQueries(db: Kysely<DatabaseSchema>) {
  return {
    /** The sections `audience` passes (all of them without one). */
    list: (audience?: AudienceFilter) => sectionsOn(db, { audience }),

    async find(id: string): Promise<PhotoSection | undefined> {
      return (await sectionsOn(db, { id }))[0];
    },

    /** A new section, for `classes` (none: the whole school). Answers its id. */
    async create(subject: string, now: Date, classes: readonly string[] = []): Promise<string> {
      const id = randomUUID();
      const at = now.toISOString();
      await changing(db, 'photos', async (tx) => {
        await tx.insertInto('photo_sections').values({ id, subject, created_at: at, updated_at: at }).execute();
        await audiencesQueries(tx).set('photo_sections', id, classes);
      });
      return id;
    },

    /** Adds photos after the section's last one, in the order given. */
    async addPhotos(sectionId: string, photos: readonly NewPhoto[], now: Date): Promise<void> {
      await changing(db, 'photos', async (tx) => {
        const last = await tx.selectFrom('photos').select((eb) => eb.fn.max('position').as('position')).where('section_id', '=', sectionId).executeTakeFirst();
        const first = Number(last?.position ?? -1) + 1;
        const at = now.toISOString();
        const rows = photos.map((photo, index) => ({ id: randomUUID(), photo, position: first + index }));
        // Two statements for the whole batch, not two for each photo.
        if (rows.length > 0) {
          await tx
            .insertInto('photos')
            .values(rows.map(({ id, photo, position }) => ({ id, section_id: sectionId, upload: photo.upload, file_name: photo.fileName, width: photo.width, height: photo.height, position, created_at: at })))
            .execute();
        }
        const renditions = rows.flatMap(({ id, photo }) => photo.renditions.map((rendition) => ({ photo_id: id, width: rendition.width, upload: rendition.upload })));
        if (renditions.length > 0) await tx.insertInto('photo_renditions').values(renditions).execute();
        await tx.updateTable('photo_sections').set({ updated_at: at }).where('id', '=', sectionId).execute();
      });
    },

    /** Renames the section or sets who it is for. Whether the section existed. */
    change(id: string, change: SectionChange, now: Date): Promise<boolean> {
      return changing(db, 'photos', async (tx) => {
        const values = { updated_at: now.toISOString(), ...(change.subject === undefined ? {} : { subject: change.subject }) };
        const result = await tx.updateTable('photo_sections').set(values).where('id', '=', id).executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        if (change.classes) await audiencesQueries(tx).set('photo_sections', id, change.classes);
        return true;
      });
    },

    /** The photo of the section whose full-size file is `upload`, with every file of it. */
    async findPhoto(sectionId: string, upload: string): Promise<StoredPhoto | undefined> {
      const photo = await db.selectFrom('photos').select(['id', 'upload']).where('section_id', '=', sectionId).where('upload', '=', upload).executeTakeFirst();
      if (!photo) return undefined;
      const renditions = await db.selectFrom('photo_renditions').select('upload').where('photo_id', '=', photo.id).orderBy('width').execute();
      return { id: photo.id, uploads: [photo.upload, ...renditions.map((rendition) => rendition.upload)] };
    },

    /** Removes one photo and its renditions' rows; the caller removes their `uploads` rows after. */
    async removePhoto(sectionId: string, photoId: string, now: Date): Promise<void> {
      await changing(db, 'photos', async (tx) => {
        await tx.deleteFrom('photo_renditions').where('photo_id', '=', photoId).execute();
        await tx.deleteFrom('photos').where('id', '=', photoId).execute();
        await tx.updateTable('photo_sections').set({ updated_at: now.toISOString() }).where('id', '=', sectionId).execute();
      });
    },

    /**
     * Removes the section with its photos' and renditions' rows (cascade), held first so that no
     * photos are added beside. Answers what was removed with the `uploads` names of every file of
     * it, whose rows and files the caller removes after; undefined when there was no such section.
     */
    remove(id: string): Promise<StoredRecord<PhotoSection> | undefined> {
      return changing(db, 'photos', async (tx) => {
        await rowLocksQueries(tx).hold('photo_sections', id);
        const [section] = await sectionsOn(tx, { id });
        if (!section) return undefined;
        const uploads = await uploadsOfSection(tx, id);
        await tx.deleteFrom('photo_sections').where('id', '=', id).execute();
        await audiencesQueries(tx).set('photo_sections', id, []);
        return { record: section, uploads };
      });
    },
  };
}

/** The sections (all, one, or those an audience passes), newest first, each with its photos in upload order and who it is for. */
async function sectionsOn(db: Kysely<DatabaseSchema>, which: { id?: string; audience?: AudienceFilter } = {}): Promise<PhotoSection[]> {
  let sectionQuery = db.selectFrom('photo_sections').select(['id', 'subject']);
  let photoQuery = db.selectFrom('photos').select(['id', 'section_id', 'upload', 'file_name', 'width', 'height']);
  let renditionQuery = db.selectFrom('photo_renditions').select(['photo_id', 'width', 'upload']);
  const { id, audience } = which;
  if (id !== undefined) {
    sectionQuery = sectionQuery.where('id', '=', id);
    photoQuery = photoQuery.where('section_id', '=', id);
    renditionQuery = renditionQuery.where('photo_id', 'in', db.selectFrom('photos').select('id').where('section_id', '=', id));
  }
  if (audience !== undefined) {
    const passing = audienceCondition('photo_sections', 'photo_sections.id', audience);
    const sectionIds = db.selectFrom('photo_sections').select('photo_sections.id').where(passing);
    sectionQuery = sectionQuery.where(passing);
    photoQuery = photoQuery.where('section_id', 'in', sectionIds);
    renditionQuery = renditionQuery.where('photo_id', 'in', db.selectFrom('photos').select('id').where('section_id', 'in', sectionIds));
  }
  // Each in the order of an index (0010, 0011), so none is sorted as it is read.
  const sectionRows = await sectionQuery.orderBy('created_at', 'desc').orderBy('id').execute();
  const photoRows = await photoQuery.orderBy('section_id').orderBy('position').execute();
  const renditionRows = await renditionQuery.orderBy('photo_id').orderBy('width').execute();
  const renditionsOf = groupBy(renditionRows, (row) => row.photo_id);
  const photosOf = groupBy(photoRows, (row) => row.section_id);
  const classesOf = await audiencesQueries(db).classesOf('photo_sections', id);
  return sectionRows.map((section) => ({
    _id: section.id,
    subject: section.subject,
    classes: classesOf.get(section.id) ?? [],
    files: (photosOf.get(section.id) ?? []).map(
      (photo): PhotoFile => ({
        filePath: uploadPath(photo.upload),
        fileName: shownName(photo.file_name, photo.upload),
        width: photo.width,
        height: photo.height,
        renditions: (renditionsOf.get(photo.id) ?? []).map((rendition) => ({ width: rendition.width, filePath: uploadPath(rendition.upload) })),
      }),
    ),
  }));
}

/** The `uploads` names of every file of the section: each photo's full-size file and renditions. */
async function uploadsOfSection(db: Kysely<DatabaseSchema>, sectionId: string): Promise<string[]> {
  const photos = await db.selectFrom('photos').select('upload').where('section_id', '=', sectionId).execute();
  const renditions = await db
    .selectFrom('photo_renditions')
    .innerJoin('photos', 'photos.id', 'photo_renditions.photo_id')
    .select('photo_renditions.upload')
    .where('photos.section_id', '=', sectionId)
    .execute();
  return [...photos, ...renditions].map((row) => row.upload);
}

function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
