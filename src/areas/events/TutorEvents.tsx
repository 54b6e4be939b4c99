import { useMemo } from 'react';
import { TutorNotices, type NoticeViews } from '../../components/content/TutorNotices.tsx';
import { useSchoolToday } from '../../lib/school/use-school.ts';
import type { SchoolEvent } from '../../../contract/records/school-event.ts';
import { eventContent, eventsArea } from './area.ts';
import { eventColumns } from './event-columns.tsx';
import { EventForm } from './EventForm.tsx';
import { upcomingFirst } from './upcoming-first.ts';

/** The tutor's events page (island): the 'all' table lists the coming events first, then the past ones, marked so, before Edit and Delete. */
export default function TutorEvents() {
  const today = useSchoolToday();
  const views = useMemo<NoticeViews<SchoolEvent>>(
    () => ({
      area: eventsArea,
      columns: (opener) => eventColumns(opener, today),
      content: eventContent,
      Form: EventForm,
      arrange: today ? (events) => upcomingFirst(events, today) : undefined,
    }),
    [today],
  );
  return <TutorNotices views={views} />;
}
