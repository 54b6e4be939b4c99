import type { Kysely } from 'kysely';
import type { CalendarDay } from '../../contract/dates/codecs.ts';
import type { FileRecord } from '../../contract/records/file-record.ts';
import { shownName } from '../files/file-names.ts';
import { uploadPath } from '../files/file-store.ts';
import { changeDatedRecord, datedRecordsQueries } from './dated-records.ts';
import type { DatabaseSchema } from './schema.ts';

/** The tables holding records with a title, a description and one file. */
export type FileRecordTable = 'assignments' | 'notes';

/** Assignments and notes: the same queries on each area's own table, newest first, each record with the file the tutor uploaded. */
export function fileRecordsQueries(db: Kysely<DatabaseSchema>, table: FileRecordTable) {
  const records = datedRecordsQueries(db, {
    table,
    texts: ['title', 'description'],
    order: 'newest first',
    hasFile: true,
    answer: (row): Omit<FileRecord, 'classes'> => ({ _id: row.id, date: row.date_text, title: row.title, description: row.description, filePath: uploadPath(row.upload), fileName: shownName(row.file_name, row.upload) }),
  });
  return {
    ...records,

    /** Points the record at a new file, whose `uploads` row the caller writes, and a new upload date. Whether the record existed. */
    replaceFile(id: string, date: { date: string; day: CalendarDay }, upload: string, now: Date): Promise<boolean> {
      return changeDatedRecord(db, table, id, { date_text: date.date, day: date.day, upload }, now);
    },
  };
}
