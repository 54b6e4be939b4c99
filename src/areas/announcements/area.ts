import type { RecordContent } from '../../components/content/RecordDetails.tsx';
import type { Announcement } from '../../../contract/records/announcement.ts';
import { hasTexts } from '../../lib/content/list-answer.ts';
import { noticeArea } from '../../lib/content/notice-area.ts';
import { announcementsText as text } from '../../strings/announcements.ts';

const isAnnouncement = hasTexts<Announcement>(['_id', 'date', 'subject', 'description', 'imageUrl']);

/** Announcements (spec §2, §7): both lists answer `{announcements}`, newest first. */
export const announcementsArea = noticeArea('announcements', isAnnouncement, (announcement) => announcement.subject, text);

/** The details both roles read: subject, the announced date, the description and the image at width 700 (spec §9). */
export function announcementContent(announcement: Announcement): RecordContent {
  return {
    title: announcement.subject,
    facts: [text.announcedOn(announcement.date)],
    descriptionLabel: text.moreInformation,
    description: announcement.description,
    image: { url: announcement.imageUrl, alt: text.imageAlt(announcement.subject), width: 700 },
  };
}
