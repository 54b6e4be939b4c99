import { formatDateTime, formatDayInWords } from '../../contract/dates/display-formats.ts';
import { localeOf } from '../../contract/dates/locales.ts';
import type { Language } from '../../contract/languages.ts';

/** A school day (`YYYY-MM-DD`, on the school's clock) in words, as the pages write it, in the mail's language: 'Thursday, 26 November 2026'. */
export function dayInWords(day: string, language: Language): string {
  return formatDayInWords(day, localeOf(language));
}

/** A moment on the school's clock, as the pages write a due time, in the mail's language: '28 Nov 2026, 15:30'. */
export function dueTimeInWords(at: Date, language: Language, timeZone: string): string {
  return formatDateTime(at, localeOf(language), timeZone);
}
