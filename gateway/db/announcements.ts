import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Announcement } from '../../contract/records/announcement.ts';
import type { CalendarDay } from '../../contract/dates/codecs.ts';
import { UPLOADS_PATH_PREFIX } from '../files/file-store.ts';
import { changing } from './content-versions.ts';
import type { AnnouncementsTable, DatabaseSchema } from './schema.ts';

/** What a tutor writes: the date as sent, the day it names, and the texts. The image is kept apart. */
export interface AnnouncementDetails {
  date: string;
  day: CalendarDay;
  subject: string;
  description: string;
}

/** An announcement and the name of its image on disk, which the API needs to remove the file. */
export interface StoredAnnouncement {
  announcement: Announcement;
  upload: string;
}

const columns = ['id', 'date_text', 'subject', 'description', 'upload'] as const;

/**
 * Announcements: each points at its image's `uploads` row, written in the same transaction by the
 * caller. Every write counts as a change of `announcements`.
 */
export function announcementsQueries(db: Kysely<DatabaseSchema>) {
  return {
    /** Newest first: by the day it names, then by when it was made. */
    async list(): Promise<Announcement[]> {
      const rows = await db.selectFrom('announcements').select(columns).orderBy('day', 'desc').orderBy('created_at', 'desc').orderBy('id').execute();
      return rows.map(toAnnouncement);
    },

    async find(id: string): Promise<StoredAnnouncement | undefined> {
      const row = await db.selectFrom('announcements').select(columns).where('id', '=', id).executeTakeFirst();
      return row && { announcement: toAnnouncement(row), upload: row.upload };
    },

    async create(details: AnnouncementDetails, upload: string, now: Date): Promise<string> {
      const id = randomUUID();
      const at = now.toISOString();
      await changing(db, 'announcements', (tx) =>
        tx
          .insertInto('announcements')
          .values({ id, date_text: details.date, day: details.day, subject: details.subject, description: details.description, upload, created_at: at, updated_at: at })
          .execute(),
      );
      return id;
    },

    /** Changes the texts and the date, keeping the image. Whether the announcement existed. */
    async update(id: string, details: AnnouncementDetails, now: Date): Promise<boolean> {
      const result = await changing(db, 'announcements', (tx) =>
        tx
          .updateTable('announcements')
          .set({ date_text: details.date, day: details.day, subject: details.subject, description: details.description, updated_at: now.toISOString() })
          .where('id', '=', id)
          .executeTakeFirst(),
      );
      return result.numUpdatedRows > 0n;
    },

    async remove(id: string): Promise<boolean> {
      const result = await changing(db, 'announcements', (tx) => tx.deleteFrom('announcements').where('id', '=', id).executeTakeFirst());
      return result.numDeletedRows > 0n;
    },
  };
}

function toAnnouncement(row: Pick<Selectable<AnnouncementsTable>, (typeof columns)[number]>): Announcement {
  return {
    _id: row.id,
    date: row.date_text,
    subject: row.subject,
    description: row.description,
    imageUrl: `${UPLOADS_PATH_PREFIX}${row.upload}`,
  };
}
