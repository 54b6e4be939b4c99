import type { RecordContent } from '../../components/content/RecordDetails.tsx';
import { hasTexts } from '../../lib/content/list-answer.ts';
import { noticeArea } from '../../lib/content/notice-area.ts';
import type { SchoolEvent } from '../../../contract/records/school-event.ts';
import { eventsText as text } from '../../strings/events.ts';

const isSchoolEvent = hasTexts<SchoolEvent>(['_id', 'date', 'event', 'club', 'description']);

/** Events (spec §2, §7): both lists answer `{events}`, in date order. */
export const eventsArea = noticeArea('events', isSchoolEvent, (event) => event.event, text);

/** An event's date as the page shows it: the product's leading space (` Nov 22 2026`) is the wire's, not the reader's. */
export function shownDate(event: SchoolEvent): string {
  return event.date.trim();
}

/** The details both roles read: the event, the club conducting it, its date and its description. */
export function eventContent(event: SchoolEvent): RecordContent {
  return {
    title: event.event,
    facts: [text.conductedBy(event.club), text.eventDate(shownDate(event))],
    description: event.description,
  };
}
