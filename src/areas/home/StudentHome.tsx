import { TodayLists } from '../../components/content/TodayLists.tsx';
import { shownDayInWords } from '../../lib/dates/page-dates.ts';
import { useSchoolToday } from '../../lib/school/use-school.ts';
import { StudentDueSoon } from '../assignments/StudentDueSoon.tsx';
import { eventsArea } from '../events/area.ts';
import { announcementsToday, eventsToday } from './today-listings.ts';

const lists = [announcementsToday, eventsToday(eventsArea.student)];

/** The student's Home (spec §2): today's date, what is due soon or overdue (issue 26), 'Announcements Today' and 'Events Today' (island). */
export default function StudentHome() {
  return (
    <div className="flex flex-col gap-6">
      <TodayDate />
      <StudentDueSoon />
      <TodayLists lists={lists} />
    </div>
  );
}

/** Today's date at the school, written out: 'Sunday, 22 November 2026'. The static HTML keeps its line empty. */
function TodayDate() {
  const today = useSchoolToday();
  return <p className="min-h-7 text-lg text-slate-700">{today ? shownDayInWords(today) : null}</p>;
}
