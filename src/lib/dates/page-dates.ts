import type { CalendarDay, DateCodec } from '../../../contract/dates/codecs.ts';
import { formatDateTime, formatDay, formatDayInWords, formatDayOfMonth, formatMonth, formatTime, formatWeekdays, type Instant, type WeekdayNames } from '../../../contract/dates/display-formats.ts';
import { localeOf } from '../../../contract/dates/locales.ts';
import type { CalendarMonth } from '../../../contract/dates/month-grid.ts';
import { schoolTimeZone } from '../../stores/school.ts';
import { pageLanguage } from '../../strings/language.ts';

let locale: string | undefined;

/**
 * The Intl locale of this page's language, `<html lang>` (each language's build sets it), read
 * once. Islands rendered into the static HTML at build time have no document: the build's own
 * language stands in.
 *
 * @example formatDay(day, pageLocale())
 */
export function pageLocale(): string {
  locale ??= localeOf(typeof document === 'undefined' ? pageLanguage : document.documentElement.lang);
  return locale;
}

/**
 * A record's day as the page shows it (`22 Nov 2026`), read from its wire format with `codec`;
 * a text the codec cannot read is shown as it came, rather than hidden.
 *
 * @example shownWireDay(dayMonthYear, record.date) // '22 Nov 2026' for '22/Nov/2026'
 */
export function shownWireDay(codec: DateCodec, text: string): string {
  const day = codec.parse(text);
  return day ? formatDay(day, pageLocale()) : text.trim();
}

/** A calendar day as the page shows it: `22 Nov 2026`. */
export function shownDay(day: CalendarDay): string {
  return formatDay(day, pageLocale());
}

/** An instant's day and time on the school's clock: `22 Nov 2026, 17:00`. */
export function shownDateTime(instant: Instant, timeZone = schoolTimeZone()): string {
  return formatDateTime(instant, pageLocale(), timeZone);
}

/** An instant's time on the school's clock: `17:00`. */
export function shownTime(instant: Instant, timeZone = schoolTimeZone()): string {
  return formatTime(instant, pageLocale(), timeZone);
}

/** A calendar day in words, as headings and screen readers say it: `Sunday, 22 November 2026`. */
export function shownDayInWords(day: CalendarDay): string {
  return formatDayInWords(day, pageLocale());
}

/** A month: `November 2026`. */
export function shownMonth(month: CalendarMonth): string {
  return formatMonth(month, pageLocale());
}

/** The day of the month in the page's digits, a calendar's cell: `22`. */
export function shownDayOfMonth(day: CalendarDay): string {
  return formatDayOfMonth(day, pageLocale());
}

let weekdays: WeekdayNames[] | undefined;

/** The weekdays Monday first (ISO 8601): `{ narrow: 'M', long: 'Monday' }` … Sunday. */
export function shownWeekdays(): WeekdayNames[] {
  weekdays ??= formatWeekdays(pageLocale());
  return weekdays;
}
