import type { RecordContent } from '../../components/content/RecordDetails.tsx';
import { spacedMonthDayYear } from '../../../contract/dates/codecs.ts';
import { hasTexts } from '../../lib/content/list-answer.ts';
import { shownWireDay } from '../../lib/dates/page-dates.ts';
import { noticeArea } from '../../lib/content/notice-area.ts';
import type { SchoolEvent } from '../../../contract/records/school-event.ts';
import { eventsText as text } from '../../strings/events.ts';

const isSchoolEvent = hasTexts<SchoolEvent>(['_id', 'date', 'event', 'club', 'description']);

/** Events (spec §2, §7): both lists answer `{events}`, in date order. */
export const eventsArea = noticeArea('events', isSchoolEvent, (event) => event.event, text);

/** An event's date as the page shows it: `22 Nov 2026` for the product's ` Nov 22 2026`. */
export function shownDate(event: SchoolEvent): string {
  return shownWireDay(spacedMonthDayYear, event.date);
}

/** The details both roles read: the event, the club conducting it, its date and its description. */
export function eventContent(event: SchoolEvent): RecordContent {
  return {
    title: event.event,
    facts: [text.conductedBy(event.club), text.eventDate(shownDate(event))],
    description: event.description,
  };
}
