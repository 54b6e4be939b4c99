import { TodayLists } from '../../components/content/TodayLists.tsx';
import { eventsArea } from '../events/area.ts';
import { announcementsToday, eventsToday } from './today-listings.ts';
import { TodayDate } from './TodayDate.tsx';

const lists = [announcementsToday, eventsToday(eventsArea.student)];

/** The student's Home (spec §2): today's date, 'Announcements Today' and 'Events Today' (island). */
export default function StudentHome() {
  return (
    <div className="flex flex-col gap-6">
      <TodayDate />
      <TodayLists lists={lists} />
    </div>
  );
}
