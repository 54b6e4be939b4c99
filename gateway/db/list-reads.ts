import type { Kysely } from 'kysely';
import { NEWS_AREAS, NEWS_CAP, type News, type NewsArea } from '../../contract/records/news.ts';
import { audienceCondition } from './audiences.ts';
import type { AudienceKind, DatabaseSchema } from './schema.ts';

/** The table each list with "new" markers reads its records from. */
const TABLE_OF_AREA: Readonly<Record<NewsArea, AudienceKind>> = {
  assignments: 'assignments',
  notes: 'notes',
  announcements: 'announcements',
  events: 'events',
  photos: 'photo_sections',
};

/**
 * When each account last opened each of its lists, and what the lists hold that is new to it
 * since (issue 26, "new" markers). The moment is the server's, so read state is the account's
 * on every device it signs in on.
 */
export function listReadsQueries(db: Kysely<DatabaseSchema>) {
  return {
    /** Marks the account's list `area` read at `at`; marking it again moves the moment. */
    async markRead(userId: string, area: NewsArea, at: Date): Promise<void> {
      const readAt = at.toISOString();
      await db
        .insertInto('list_reads')
        .values({ user_id: userId, area, read_at: readAt })
        .onConflict((conflict) => conflict.columns(['user_id', 'area']).doUpdateSet({ read_at: readAt }))
        .execute();
    },

    /**
     * Per list, the ids of the records a student in `readerClasses` reads that were made after
     * they last opened it (never opened: after their account was made), newest first, at most
     * `NEWS_CAP`. One query a list, read off its creation index.
     *
     * @param userId the student
     * @param readerClasses the student's classes: the audience rule of their lists
     * @example const news = await store.listReads.news(user._id, await store.classes.idsOfStudent(user._id))
     */
    async news(userId: string, readerClasses: readonly string[]): Promise<News> {
      const ids = await Promise.all(NEWS_AREAS.map((area) => newIds(db, userId, area, readerClasses)));
      return Object.fromEntries(NEWS_AREAS.map((area, index) => [area, ids[index]])) as News;
    },
  };
}

/** The ids of one list's records new to the student. */
async function newIds(db: Kysely<DatabaseSchema>, userId: string, area: NewsArea, readerClasses: readonly string[]): Promise<string[]> {
  const table = TABLE_OF_AREA[area];
  const lastRead = db.selectFrom('list_reads').select('read_at').where('user_id', '=', userId).where('area', '=', area);
  const accountMade = db.selectFrom('users').select('created_at').where('id', '=', userId);
  const rows = await db
    .selectFrom(table)
    .select(`${table}.id as id`)
    .where((eb) => eb(`${table}.created_at`, '>', eb.fn.coalesce(lastRead, accountMade)))
    .where(audienceCondition(table, `${table}.id`, { readerClasses }))
    .orderBy(`${table}.created_at`, 'desc')
    .orderBy(`${table}.id`)
    .limit(NEWS_CAP)
    .execute();
  return rows.map((row) => row.id);
}
