import { TodayLists } from '../../components/content/TodayLists.tsx';
import { eventsArea } from '../events/area.ts';
import { LiveClock } from './LiveClock.tsx';
import { StudentCount } from './StudentCount.tsx';
import { eventsToday } from './today-listings.ts';

const lists = [eventsToday(eventsArea.tutor)];

/** The tutor's Dashboard (spec §2): the live clock, the number of students enrolled and 'Events Today' (island). */
export default function TutorDashboard() {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <LiveClock />
        <StudentCount />
      </div>
      <TodayLists lists={lists} />
    </div>
  );
}
