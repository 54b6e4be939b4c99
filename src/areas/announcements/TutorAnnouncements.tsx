import { linkColumn, textColumn } from '../../components/content/record-columns.tsx';
import { TutorNotices, type NoticeViews } from '../../components/content/TutorNotices.tsx';
import type { Announcement } from '../../../contract/records/announcement.ts';
import { announcementsText as text } from '../../strings/announcements.ts';
import { AnnouncementForm } from './AnnouncementForm.tsx';
import { announcementContent, announcementsArea, shownDate } from './area.ts';

/** The 'all' table is Date and Event (the subject), then Edit and Delete (spec §2). */
const views: NoticeViews<Announcement> = {
  area: announcementsArea,
  columns: (opener) => [textColumn(text.dateColumn, shownDate, true), linkColumn(text.titleColumn, (each) => each.subject, opener)],
  content: announcementContent,
  Form: AnnouncementForm,
};

/** The tutor's announcements page (island). */
export default function TutorAnnouncements() {
  return <TutorNotices views={views} />;
}
