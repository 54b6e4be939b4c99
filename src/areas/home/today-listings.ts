import type { TodayListing } from '../../components/content/TodayLists.tsx';
import type { ListEndpoint } from '../../lib/content/list-answer.ts';
import type { SchoolEvent } from '../../../contract/records/school-event.ts';
import type { Announcement } from '../../../contract/records/announcement.ts';
import { homeText } from '../../strings/home.ts';
import { isSameDay, monthDayYear, spacedMonthDayYear } from '../../../contract/dates/codecs.ts';
import { announcementContent, announcementsArea } from '../announcements/area.ts';
import { eventContent, eventsArea } from '../events/area.ts';

/** 'Announcements Today' on the student's Home: an announcement opens subject, date, description and image. */
export const announcementsToday: TodayListing<Announcement> = {
  name: announcementsArea.name,
  endpoint: announcementsArea.student,
  ...homeText.announcementsToday,
  // Its date is `Nov 22 2026`.
  isOn: (announcement, day) => isSameDay(monthDayYear, announcement.date, day),
  titleOf: announcementsArea.titleOf,
  content: announcementContent,
};

/** 'Events Today', from the role's own list: an event opens its name, the club conducting it, its date and description. */
export function eventsToday(endpoint: ListEndpoint<SchoolEvent>): TodayListing<SchoolEvent> {
  return {
    name: eventsArea.name,
    endpoint,
    ...homeText.eventsToday,
    // Its date is ` Nov 22 2026`, with or without the space.
    isOn: (event, day) => isSameDay(spacedMonthDayYear, event.date, day),
    titleOf: eventsArea.titleOf,
    content: eventContent,
  };
}
