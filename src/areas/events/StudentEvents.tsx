import { recordDetails } from '../../components/content/RecordDetails.tsx';
import { StudentRecords, type StudentListing } from '../../components/content/StudentRecords.tsx';
import type { SchoolEvent } from '../../../contract/records/school-event.ts';
import { eventsText as text } from '../../strings/events.ts';
import { eventContent, eventsArea } from './area.ts';
import { eventColumns } from './event-columns.tsx';

const listing: StudentListing<SchoolEvent> = {
  endpoint: eventsArea.student,
  heading: text.listHeading,
  empty: text.empty,
  layout: { kind: 'table', columns: eventColumns },
  view: recordDetails(eventContent),
};

/** The student's events page (island). */
export default function StudentEvents() {
  return <StudentRecords listing={listing} />;
}
