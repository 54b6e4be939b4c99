import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CalendarDay } from '../../contract/dates/codecs.ts';
import type { FileRecord } from '../../contract/records/file-record.ts';
import { shownName } from '../files/file-names.ts';
import { UPLOADS_PATH_PREFIX } from '../files/file-store.ts';
import { changing } from './content-versions.ts';
import type { DatabaseSchema } from './schema.ts';

/** The tables holding records with a title, a description and one file. */
export type FileRecordTable = 'assignments' | 'notes';

/** What a tutor writes: the date as sent, the day it names, and the texts. */
export interface FileRecordDetails {
  date: string;
  day: CalendarDay;
  title: string;
  description: string;
}

/** A record and the name of its file on disk, which the API needs to remove the file. */
export interface StoredFileRecord {
  record: FileRecord;
  upload: string;
}

/**
 * Assignments and notes: the same queries on each area's own table. Writes that change the
 * file take the upload's name; its `uploads` row is written in the same transaction by the caller.
 * Every write counts as a change of the table (`changing`), so kept lists are made again.
 */
export function fileRecordsQueries(db: Kysely<DatabaseSchema>, table: FileRecordTable) {
  const withFile = () =>
    db
      .selectFrom(table)
      .innerJoin('uploads', 'uploads.name', `${table}.upload`)
      .select([`${table}.id`, `${table}.date_text`, `${table}.title`, `${table}.description`, `${table}.upload`, 'uploads.file_name']);

  return {
    /** Newest first: by the day it names, then by when it was made. */
    async list(): Promise<FileRecord[]> {
      const rows = await withFile().orderBy(`${table}.day`, 'desc').orderBy(`${table}.created_at`, 'desc').orderBy(`${table}.id`).execute();
      return rows.map(toFileRecord);
    },

    async find(id: string): Promise<StoredFileRecord | undefined> {
      const row = await withFile().where(`${table}.id`, '=', id).executeTakeFirst();
      return row && { record: toFileRecord(row), upload: row.upload };
    },

    async create(details: FileRecordDetails, upload: string, now: Date): Promise<string> {
      const id = randomUUID();
      const at = now.toISOString();
      await changing(db, table, (tx) =>
        tx
          .insertInto(table)
          .values({ id, date_text: details.date, day: details.day, title: details.title, description: details.description, upload, created_at: at, updated_at: at })
          .execute(),
      );
      return id;
    },

    /** Whether the record existed. */
    async update(id: string, details: FileRecordDetails, now: Date): Promise<boolean> {
      const result = await changing(db, table, (tx) =>
        tx
          .updateTable(table)
          .set({ date_text: details.date, day: details.day, title: details.title, description: details.description, updated_at: now.toISOString() })
          .where('id', '=', id)
          .executeTakeFirst(),
      );
      return result.numUpdatedRows > 0n;
    },

    /** Points the record at a new file and a new upload date. */
    async replaceFile(id: string, date: { date: string; day: CalendarDay }, upload: string, now: Date): Promise<boolean> {
      const result = await changing(db, table, (tx) =>
        tx
          .updateTable(table)
          .set({ date_text: date.date, day: date.day, upload, updated_at: now.toISOString() })
          .where('id', '=', id)
          .executeTakeFirst(),
      );
      return result.numUpdatedRows > 0n;
    },

    async remove(id: string): Promise<boolean> {
      const result = await changing(db, table, (tx) => tx.deleteFrom(table).where('id', '=', id).executeTakeFirst());
      return result.numDeletedRows > 0n;
    },
  };
}

function toFileRecord(row: { id: string; date_text: string; title: string; description: string; upload: string; file_name: string }): FileRecord {
  return {
    _id: row.id,
    date: row.date_text,
    title: row.title,
    description: row.description,
    filePath: `${UPLOADS_PATH_PREFIX}${row.upload}`,
    fileName: shownName(row.file_name, row.upload),
  };
}
