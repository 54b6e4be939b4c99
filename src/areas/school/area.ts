import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../contract/languages.ts';
import { shownDayInWords, shownWeekdays } from '../../lib/dates/page-dates.ts';
import { pageLanguage } from '../../strings/language.ts';

/** `PUT /tutor/home/school`: an admin's save of the whole settings, answered `{school}`. */
export const SCHOOL_SAVE_PATH = '/tutor/home/school';

/** The weekdays as the settings number them (0 = Sunday), in the calendars' order: Monday first (ISO 8601). */
export const WEEKDAYS_IN_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

/** A weekday's name by the settings' number: 0 is Sunday. */
export function weekdayName(weekday: number): string {
  // The names run Monday (ISO 1) to Sunday (ISO 7).
  return shownWeekdays()[(weekday + 6) % 7]?.long ?? String(weekday);
}

/** A holiday as it is read: 'Friday, 25 December 2026'. */
export function holidayInWords(day: string): string {
  return shownDayInWords(day);
}

/**
 * The languages offered as the school's default: those Studyhall comes in, each by its own name,
 * and a code set otherwise (through the API, which takes any), named in the page's language.
 */
export function languageChoices(current: string): { code: string; name: string }[] {
  const shipped = LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));
  if (isLanguage(current)) return shipped;
  const names = new Intl.DisplayNames([pageLanguage], { type: 'language', fallback: 'code' });
  return [...shipped, { code: current, name: `${names.of(current) ?? current} (${current})` }];
}
