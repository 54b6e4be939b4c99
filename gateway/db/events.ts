import type { Kysely } from 'kysely';
import type { SchoolEvent } from '../../contract/records/school-event.ts';
import { datedRecordsQueries } from './dated-records.ts';
import type { DatabaseSchema } from './schema.ts';

/** The school's events: a club's dated event, no file, in date order. */
export function eventsQueries(db: Kysely<DatabaseSchema>) {
  return datedRecordsQueries(db, {
    table: 'events',
    texts: ['event', 'club', 'description'],
    order: 'in date order',
    hasFile: false,
    answer: (row): Omit<SchoolEvent, 'classes'> => ({ _id: row.id, date: row.date_text, event: row.event, club: row.club, description: row.description }),
  });
}
