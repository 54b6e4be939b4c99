import type { Kysely } from 'kysely';
import type { Announcement } from '../../contract/records/announcement.ts';
import type { CalendarDay } from '../../contract/dates/codecs.ts';
import { shownName } from '../files/file-names.ts';
import { uploadPath } from '../files/file-store.ts';
import type { AudienceFilter } from './audiences.ts';
import { changing } from './content-versions.ts';
import { datedRecordsQueries } from './dated-records.ts';
import type { DatabaseSchema } from './schema.ts';

/** An announcement's file as its `uploads` row has it. */
interface AnnouncementFile {
  upload: string;
  fileName: string;
  mime: string;
}

/** A new announcement: what the tutor wrote, and the `uploads` name of its file when it has one. */
export interface NewAnnouncement {
  date: string;
  day: CalendarDay;
  subject: string;
  description: string;
  classes?: readonly string[];
  upload?: string;
}

/**
 * Announcements: a dated subject and text, newest first, each with an image, a PDF or no file
 * (0017). The file is kept beside the announcement (`announcement_files`), so the dated records'
 * queries see a text like an event, and these add the file to every answer. Removing an
 * announcement leaves its file's name to `filesOf`, read before the row cascades away.
 */
export function announcementsQueries(db: Kysely<DatabaseSchema>) {
  const records = textsOf(db);
  return {
    ...records,

    async list(audience?: AudienceFilter): Promise<Announcement[]> {
      const listed = await records.list(audience);
      const files = await filesBy(db);
      return listed.map((announcement) => withFile(announcement, files.get(announcement._id)));
    },

    async find(id: string) {
      const found = await records.find(id);
      return found && { ...found, record: withFile(found.record, (await filesBy(db, id)).get(id)) };
    },

    /** Writes the announcement and its file's row together; answers the new announcement's id. */
    create(announcement: NewAnnouncement, now: Date): Promise<string> {
      return changing(db, 'announcements', async (tx) => {
        const id = await textsOf(tx).create(announcement, now);
        if (announcement.upload) await attachOn(tx, id, announcement.upload);
        return id;
      });
    },

    /** Gives a new announcement its file, whose `uploads` row the caller writes in the same transaction. */
    attach: (id: string, upload: string) => attachOn(db, id, upload),

    /** The `uploads` name of the announcement's file, none when it is text only. */
    async filesOf(id: string): Promise<string[]> {
      return [...(await filesBy(db, id)).values()].map((file) => file.upload);
    },
  };
}

/** The announcements as dated texts, their file aside. */
function textsOf(db: Kysely<DatabaseSchema>) {
  return datedRecordsQueries(db, {
    table: 'announcements',
    texts: ['subject', 'description'],
    order: 'newest first',
    hasFile: false,
    answer: (row): Omit<Announcement, 'classes'> => ({ _id: row.id, date: row.date_text, subject: row.subject, description: row.description, imageUrl: '' }),
  });
}

function attachOn(db: Kysely<DatabaseSchema>, id: string, upload: string): Promise<void> {
  return changing(db, 'announcements', async (tx) => {
    await tx.insertInto('announcement_files').values({ announcement_id: id, upload }).execute();
  });
}

/** The files of every announcement that has one, by announcement id; or of one. */
async function filesBy(db: Kysely<DatabaseSchema>, id?: string): Promise<Map<string, AnnouncementFile>> {
  const rows = await db
    .selectFrom('announcement_files')
    .innerJoin('uploads', 'uploads.name', 'announcement_files.upload')
    .select(['announcement_files.announcement_id', 'announcement_files.upload', 'uploads.file_name', 'uploads.mime'])
    .$if(id !== undefined, (query) => query.where('announcement_files.announcement_id', '=', id ?? ''))
    .execute();
  return new Map(rows.map((row) => [row.announcement_id, { upload: row.upload, fileName: row.file_name, mime: row.mime }]));
}

/**
 * The announcement as answered with its file: an image is shown (`imageUrl`, as the product
 * answers it); any other file (a PDF) is downloaded, answered as an assignment's is.
 */
function withFile(announcement: Announcement, file: AnnouncementFile | undefined): Announcement {
  if (!file) return announcement;
  if (file.mime.startsWith('image/')) return { ...announcement, imageUrl: uploadPath(file.upload) };
  return { ...announcement, filePath: uploadPath(file.upload), fileName: shownName(file.fileName, file.upload) };
}
