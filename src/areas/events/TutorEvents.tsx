import { TutorNotices, type NoticeViews } from '../../components/content/TutorNotices.tsx';
import type { SchoolEvent } from '../../../contract/records/school-event.ts';
import { eventContent, eventsArea } from './area.ts';
import { eventColumns } from './event-columns.tsx';
import { EventForm } from './EventForm.tsx';

/** The 'all' table's columns are followed by Edit and Delete. */
const views: NoticeViews<SchoolEvent> = { area: eventsArea, columns: eventColumns, content: eventContent, Form: EventForm };

/** The tutor's events page (island). */
export default function TutorEvents() {
  return <TutorNotices views={views} />;
}
