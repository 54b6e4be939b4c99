import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { SchoolEvent } from '../../contract/records/school-event.ts';
import type { CalendarDay } from '../../contract/dates/codecs.ts';
import { changing } from './content-versions.ts';
import type { DatabaseSchema, EventsTable } from './schema.ts';

/** What a tutor writes: the date as sent, the day it names, and the texts. */
export interface EventDetails {
  date: string;
  day: CalendarDay;
  event: string;
  club: string;
  description: string;
}

const columns = ['id', 'date_text', 'event', 'club', 'description'] as const;

/** The school's events: a club's dated event, no file. Every write counts as a change of `events`. */
export function eventsQueries(db: Kysely<DatabaseSchema>) {
  return {
    /** In date order: by the day it names, then by when it was made. */
    async list(): Promise<SchoolEvent[]> {
      const rows = await db.selectFrom('events').select(columns).orderBy('day').orderBy('created_at').orderBy('id').execute();
      return rows.map(toSchoolEvent);
    },

    async find(id: string): Promise<SchoolEvent | undefined> {
      const row = await db.selectFrom('events').select(columns).where('id', '=', id).executeTakeFirst();
      return row && toSchoolEvent(row);
    },

    async create(details: EventDetails, now: Date): Promise<SchoolEvent> {
      const row = { id: randomUUID(), date_text: details.date, day: details.day, event: details.event, club: details.club, description: details.description };
      const at = now.toISOString();
      await changing(db, 'events', (tx) => tx.insertInto('events').values({ ...row, created_at: at, updated_at: at }).execute());
      return toSchoolEvent(row);
    },

    /** Whether the event existed. */
    async update(id: string, details: EventDetails, now: Date): Promise<boolean> {
      const result = await changing(db, 'events', (tx) =>
        tx
          .updateTable('events')
          .set({ date_text: details.date, day: details.day, event: details.event, club: details.club, description: details.description, updated_at: now.toISOString() })
          .where('id', '=', id)
          .executeTakeFirst(),
      );
      return result.numUpdatedRows > 0n;
    },

    async remove(id: string): Promise<boolean> {
      const result = await changing(db, 'events', (tx) => tx.deleteFrom('events').where('id', '=', id).executeTakeFirst());
      return result.numDeletedRows > 0n;
    },
  };
}

function toSchoolEvent(row: Pick<Selectable<EventsTable>, (typeof columns)[number]>): SchoolEvent {
  return { _id: row.id, date: row.date_text, event: row.event, club: row.club, description: row.description };
}
