import { useMemo } from 'react';
import { recordDetails } from '../../components/content/RecordDetails.tsx';
import { StudentRecords, type StudentListing } from '../../components/content/StudentRecords.tsx';
import { useSchoolToday } from '../../lib/school/use-school.ts';
import { schoolToday } from '../../stores/school.ts';
import type { SchoolEvent } from '../../../contract/records/school-event.ts';
import { eventsText as text } from '../../strings/events.ts';
import { eventContent, eventsArea } from './area.ts';
import { eventColumns } from './event-columns.tsx';
import { upcomingFirst } from './upcoming-first.ts';

/** The student's events page (island): the coming events first, then the past ones, marked so */
export default function StudentEvents() {
  // The device's guess at the school's day until the school's settings are read: the list does not reorder under the reader.
  const today = useSchoolToday() ?? schoolToday();
  const listing = useMemo<StudentListing<SchoolEvent>>(
    () => ({
      endpoint: eventsArea.student,
      news: 'events',
      heading: text.listHeading,
      empty: text.empty,
      layout: { kind: 'table', columns: (opener) => eventColumns(opener, today) },
      view: recordDetails(eventContent),
      arrange: (events) => upcomingFirst(events, today),
    }),
    [today],
  );
  return <StudentRecords listing={listing} />;
}
