import { linkColumn, textColumn, type RecordOpener } from '../../components/content/record-columns.tsx';
import type { Column } from '../../components/content/RecordTable.tsx';
import type { CalendarDay } from '../../../contract/dates/codecs.ts';
import type { SchoolEvent } from '../../../contract/records/school-event.ts';
import { eventsText as text } from '../../strings/events.ts';
import { shownDate } from './area.ts';
import { isPast } from './upcoming-first.ts';

/**
 * Both roles' tables: Date, Club and Event; the event's name opens its details (spec §2). A past
 * event's date, by the school's day, says it is past.
 */
export function eventColumns(opener: RecordOpener<SchoolEvent>, today: CalendarDay): Column<SchoolEvent>[] {
  const dateOf = (event: SchoolEvent) => (isPast(event, today) ? text.pastDate(shownDate(event)) : shownDate(event));
  return [textColumn(text.dateColumn, dateOf, true), textColumn(text.clubColumn, (event) => event.club), linkColumn(text.eventColumn, (event) => event.event, opener)];
}
