import type { SchoolSettings } from '../../../contract/records/school.ts';
import { UserFacts } from '../../components/content/UserFacts.tsx';
import { schoolText as text } from '../../strings/school.ts';
import { holidayInWords, languageChoices, WEEKDAYS_IN_ORDER, weekdayName } from './area.ts';

/** The settings as a tutor who is not an admin reads them: labels and values, nothing to change. */
export function SchoolFacts({ school }: { school: SchoolSettings }) {
  const closed = WEEKDAYS_IN_ORDER.filter((weekday) => school.closedWeekdays.includes(weekday)).map(weekdayName);
  const language = languageChoices(school.language).find(({ code }) => code === school.language)?.name ?? school.language;
  return (
    <UserFacts
      facts={[
        { label: text.name, value: school.name },
        { label: text.helpline, value: school.helpline || text.noHelpline },
        { label: text.timeZone, value: school.timeZone },
        { label: text.closedWeekdays, value: closed.length > 0 ? closed.join(', ') : text.openEveryDay },
        { label: text.holidays, value: school.holidays.length > 0 ? school.holidays.map(holidayInWords).join('; ') : text.noHolidays },
        { label: text.language, value: language },
        { label: text.absenceAlerts, value: school.absenceAlerts === false ? text.absenceAlertsOff : text.absenceAlertsOn },
      ]}
    />
  );
}
