import { useMemo } from 'react';
import { linkColumn, textColumn } from '../../components/content/record-columns.tsx';
import { recordDetails } from '../../components/content/RecordDetails.tsx';
import { childListing, StudentRecords, type StudentListing } from '../../components/content/StudentRecords.tsx';
import type { ListEndpoint } from '../../lib/content/list-answer.ts';
import type { Announcement } from '../../../contract/records/announcement.ts';
import { announcementsText as text } from '../../strings/announcements.ts';
import { announcementContent, announcementsArea, shownDate } from './area.ts';

/** A table of announced date and subject; the subject opens the details (spec §2). */
const listing: StudentListing<Announcement> = {
  endpoint: announcementsArea.student,
  news: 'announcements',
  heading: text.listHeading,
  empty: text.empty,
  layout: {
    kind: 'table',
    columns: (opener) => [textColumn(text.studentDateColumn, shownDate, true), linkColumn(text.studentTitleColumn, (each) => each.subject, opener)],
  },
  view: recordDetails(announcementContent),
};

/** The student's announcements page (island); a guardian's child's with `endpoint`, the child's list. */
export default function StudentAnnouncements({ endpoint }: { endpoint?: ListEndpoint<Announcement> }) {
  const shown = useMemo(() => (endpoint ? childListing(listing, endpoint) : listing), [endpoint]);
  return <StudentRecords listing={shown} />;
}
