import { useMemo } from 'react';
import { recordDetails } from '../../components/content/RecordDetails.tsx';
import { childListing, StudentRecords, type StudentListing } from '../../components/content/StudentRecords.tsx';
import type { ListEndpoint } from '../../lib/content/list-answer.ts';
import { useSchoolToday } from '../../lib/school/use-school.ts';
import { schoolToday } from '../../stores/school.ts';
import type { SchoolEvent } from '../../../contract/records/school-event.ts';
import { eventsText as text } from '../../strings/events.ts';
import { eventContent, eventsArea } from './area.ts';
import { eventColumns } from './event-columns.tsx';
import { upcomingFirst } from './upcoming-first.ts';

/** The student's events page (island): the coming events first, then the past ones, marked so; a guardian's child's with `endpoint`, the child's list. */
export default function StudentEvents({ endpoint }: { endpoint?: ListEndpoint<SchoolEvent> }) {
  // The device's guess at the school's day until the school's settings are read: the list does not reorder under the reader.
  const today = useSchoolToday() ?? schoolToday();
  const listing = useMemo<StudentListing<SchoolEvent>>(() => {
    const own: StudentListing<SchoolEvent> = {
      endpoint: eventsArea.student,
      news: 'events',
      heading: text.listHeading,
      empty: text.empty,
      layout: { kind: 'table', columns: (opener) => eventColumns(opener, today) },
      view: recordDetails(eventContent),
      arrange: (events) => upcomingFirst(events, today),
    };
    return endpoint ? childListing(own, endpoint) : own;
  }, [today, endpoint]);
  return <StudentRecords listing={listing} />;
}
