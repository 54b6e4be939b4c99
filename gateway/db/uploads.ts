import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/** A file kept under uploads/, as the database knows it. */
export interface Upload {
  /** The random name on disk: `uploads/<name>` is its path. */
  name: string;
  /** The name it was uploaded under. */
  fileName: string;
  mime: string;
  size: number;
}

/** A record as the API answers it, and the `uploads` names of its files: what goes with it when it is removed. */
export interface StoredRecord<Answer, Uploads extends readonly string[] = string[]> {
  record: Answer;
  uploads: Uploads;
}

/** Every uploaded file has a row here, written in the same transaction as the record that uses it. */
export function uploadsQueries(db: Kysely<DatabaseSchema>) {
  return {
    async add(upload: Upload, now: Date): Promise<void> {
      await db
        .insertInto('uploads')
        .values({ name: upload.name, file_name: upload.fileName, mime: upload.mime, size: upload.size, created_at: now.toISOString() })
        .execute();
    },

    async find(name: string): Promise<Upload | undefined> {
      const row = await db.selectFrom('uploads').select(['name', 'file_name', 'mime', 'size']).where('name', '=', name).executeTakeFirst();
      return row && { name: row.name, fileName: row.file_name, mime: row.mime, size: row.size };
    },

    async remove(name: string): Promise<void> {
      await db.deleteFrom('uploads').where('name', '=', name).execute();
    },

    /** The names of every file that should be on disk; the sweeps of the uploads folder keep these. */
    async allNames(): Promise<Set<string>> {
      const rows = await db.selectFrom('uploads').select('name').execute();
      return new Set(rows.map((row) => row.name));
    },
  };
}
