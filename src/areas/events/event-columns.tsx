import { linkColumn, textColumn, type RecordOpener } from '../../components/content/record-columns.tsx';
import type { Column } from '../../components/content/RecordTable.tsx';
import type { SchoolEvent } from '../../../contract/records/school-event.ts';
import { eventsText as text } from '../../strings/events.ts';
import { shownDate } from './area.ts';

/** Both roles' tables: Date, Club and Event; the event's name opens its details (spec §2). */
export function eventColumns(opener: RecordOpener<SchoolEvent>): Column<SchoolEvent>[] {
  return [
    textColumn(text.dateColumn, shownDate, true),
    textColumn(text.clubColumn, (event) => event.club),
    linkColumn(text.eventColumn, (event) => event.event, opener),
  ];
}
