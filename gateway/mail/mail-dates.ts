import type { Language } from '../../contract/languages.ts';

/** The locale each language's mails write dates in: British English keeps the day before the month. */
const DATE_LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', hi: 'hi-IN', ar: 'ar' };

/** Making a formatter costs far more than using one, and a school's digest formats thousands of dates. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(language: Language, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${timeZone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[language], { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/**
 * A school day (`YYYY-MM-DD`, already on the school's clock) as a person reads it in `language`:
 * 'Thursday 26 November 2026', 'गुरुवार, 26 नवंबर 2026'.
 */
export function dayInWords(day: string, language: Language): string {
  const words = formatFor(language, 'UTC', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));
  // British English puts a comma after the weekday that the mails never had.
  return language === 'en' ? words.replace(',', '') : words;
}

/** A moment on the school's clock, short, in `language`: 'Sat 28 Nov, 15:30'. */
export function dueTimeInWords(at: Date, language: Language, timeZone: string): string {
  return formatFor(language, timeZone, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(at);
}
