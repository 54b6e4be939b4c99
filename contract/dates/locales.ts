/**
 * The Intl locale that writes dates and times for a page or mail in `language` (`<html lang>`,
 * the school's or a user's language). English is British English: day before month and a
 * 24-hour clock, as the product's own formats (`22/Nov/2026`, `DD/MM/YYYY`) and its schools
 * read them, where bare `en` is American (`Nov 22, 2026`, `5:00 PM`). Hindi is India's; any
 * other language is its own tag, which Intl narrows or falls back from as it knows.
 *
 * @example localeOf('en') // 'en-GB'
 */
export function localeOf(language: string): string {
  const tag = language.trim().toLowerCase();
  if (tag === '' || tag === 'en') return 'en-GB';
  if (tag === 'hi') return 'hi-IN';
  return tag;
}
