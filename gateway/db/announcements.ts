import type { Kysely } from 'kysely';
import type { Announcement } from '../../contract/records/announcement.ts';
import { uploadPath } from '../files/file-store.ts';
import { datedRecordsQueries } from './dated-records.ts';
import type { DatabaseSchema } from './schema.ts';

/** Announcements: a dated subject and text with one image, newest first. */
export function announcementsQueries(db: Kysely<DatabaseSchema>) {
  return datedRecordsQueries(db, {
    table: 'announcements',
    texts: ['subject', 'description'],
    order: 'newest first',
    hasFile: true,
    answer: (row): Omit<Announcement, 'classes'> => ({ _id: row.id, date: row.date_text, subject: row.subject, description: row.description, imageUrl: uploadPath(row.upload) }),
  });
}
