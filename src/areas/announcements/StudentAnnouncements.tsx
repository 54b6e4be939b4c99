import { linkColumn, textColumn } from '../../components/content/record-columns.tsx';
import { recordDetails } from '../../components/content/RecordDetails.tsx';
import { StudentRecords, type StudentListing } from '../../components/content/StudentRecords.tsx';
import type { Announcement } from '../../../contract/records/announcement.ts';
import { announcementsText as text } from '../../strings/announcements.ts';
import { announcementContent, announcementsArea } from './area.ts';

/** A table of announced date and subject; the subject opens the details (spec §2). */
const listing: StudentListing<Announcement> = {
  endpoint: announcementsArea.student,
  news: 'announcements',
  heading: text.listHeading,
  empty: text.empty,
  layout: {
    kind: 'table',
    columns: (opener) => [textColumn(text.studentDateColumn, (each) => each.date, true), linkColumn(text.studentTitleColumn, (each) => each.subject, opener)],
  },
  view: recordDetails(announcementContent),
};

/** The student's announcements page (island). */
export default function StudentAnnouncements() {
  return <StudentRecords listing={listing} />;
}
