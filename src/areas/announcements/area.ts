import type { RecordContent } from '../../components/content/RecordDetails.tsx';
import type { Announcement } from '../../../contract/records/announcement.ts';
import { monthDayYear } from '../../../contract/dates/codecs.ts';
import { hasTexts } from '../../lib/content/list-answer.ts';
import { shownWireDay } from '../../lib/dates/page-dates.ts';
import { noticeArea } from '../../lib/content/notice-area.ts';
import { announcementsText as text } from '../../strings/announcements.ts';

const isAnnouncement = hasTexts<Announcement>(['_id', 'date', 'subject', 'description', 'imageUrl']);

/** Announcements (spec §2, §7): both lists answer `{announcements}`, newest first. */
export const announcementsArea = noticeArea('announcements', isAnnouncement, (announcement) => announcement.subject, text);

/** An announcement's date as the page shows it: `22 Nov 2026` for the product's `Nov 22 2026`. */
export function shownDate(announcement: Announcement): string {
  return shownWireDay(monthDayYear, announcement.date);
}

/**
 * The details both roles read: subject, the announced date, the description, and its file when
 * it has one (issue 26): the image at width 700 (spec §9), or a PDF's download link.
 */
export function announcementContent(announcement: Announcement): RecordContent {
  const { imageUrl, filePath, fileName } = announcement;
  return {
    title: announcement.subject,
    facts: [text.announcedOn(shownDate(announcement))],
    descriptionLabel: text.moreInformation,
    description: announcement.description,
    ...(imageUrl ? { image: { url: imageUrl, alt: text.imageAlt(announcement.subject), width: 700 } } : {}),
    ...(filePath && fileName ? { file: { filePath, fileName, label: text.download } } : {}),
  };
}
