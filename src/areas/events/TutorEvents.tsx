import { useMemo } from 'react';
import { TutorNotices, type NoticeViews } from '../../components/content/TutorNotices.tsx';
import { useSchoolToday } from '../../lib/school/use-school.ts';
import { schoolToday } from '../../stores/school.ts';
import type { SchoolEvent } from '../../../contract/records/school-event.ts';
import { eventContent, eventsArea } from './area.ts';
import { eventColumns } from './event-columns.tsx';
import { EventForm } from './EventForm.tsx';
import { upcomingFirst } from './upcoming-first.ts';

/** The tutor's events page (island): the 'all' table lists the coming events first, then the past ones, marked so, before Edit and Delete. */
export default function TutorEvents() {
  // The device's guess at the school's day until the school's settings are read: the list does not reorder under the reader.
  const today = useSchoolToday() ?? schoolToday();
  const views = useMemo<NoticeViews<SchoolEvent>>(
    () => ({
      area: eventsArea,
      columns: (opener) => eventColumns(opener, today),
      content: eventContent,
      Form: EventForm,
      arrange: (events) => upcomingFirst(events, today),
    }),
    [today],
  );
  return <TutorNotices views={views} />;
}
