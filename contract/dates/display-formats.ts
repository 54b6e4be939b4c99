import type { CalendarDay } from './codecs.ts';
import type { CalendarMonth } from './month-grid.ts';

/**
 * How every page and mail shows a date or a time: one style each, written by Intl in the
 * reader's locale (`localeOf`), so `22 Nov 2026` in English reads `22 नव॰ 2026` in Hindi and
 * `22 نوفمبر 2026` in Arabic. The product's wire formats (`codecs.ts`) are for the API and the
 * forms only, never shown as they are.
 *
 * The styles, as British English writes them:
 * - a day: `22 Nov 2026` (day, short month, year);
 * - a day in words: `Sunday, 22 November 2026` (the long weekday, day, long month, year);
 * - a month: `November 2026`;
 * - a day of the month, a calendar's cell: `22`;
 * - a weekday: `M` narrow (a calendar's column), `Monday` long;
 * - a time: `17:00` (the locale's own clock, 24 hours in British English);
 * - a date and time: `22 Nov 2026, 17:00`;
 * - a clock (spec §9, always 12 hours): `05:00:09 pm` with the seconds in digits of one width, `5:00 pm` as it is read out.
 *
 * A calendar day (`YYYY-MM-DD`) is a date without a time: it is written as noon UTC in UTC, so no
 * time zone ever moves it to the day before or after. An instant (an ISO text, a Date or its
 * milliseconds) is written on the wall clock of `timeZone`, the school's.
 */

/** An instant as the API sends it (ISO 8601), a Date, or milliseconds since 1970. */
export type Instant = string | number | Date;

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit' } as const;

/** The styles, each written once. */
const styles = {
  day: DAY,
  dayInWords: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  dayOfMonth: { day: 'numeric' },
  narrowWeekday: { weekday: 'narrow' },
  longWeekday: { weekday: 'long' },
  time: TIME,
  dateTime: { ...DAY, ...TIME },
  clock: { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
  clockWithSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h12' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof styles;

/** Making a formatter costs far more than using one: the clock asks every second, a list once a row. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Style, locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${locale}|${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...styles[style], timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** A calendar day's noon in UTC: the moment that names the same day in UTC, whatever the device's zone. */
function noonOf(day: CalendarDay): Date {
  return new Date(`${day}T12:00:00Z`);
}

const writeDay = (style: Style, day: CalendarDay, locale: string) => formatter(style, locale, 'UTC').format(noonOf(day));
const writeInstant = (style: Style, instant: Instant, locale: string, timeZone: string) => formatter(style, locale, timeZone).format(new Date(instant));

/** A day: `22 Nov 2026`. @example formatDay('2026-11-22', 'en-GB') // '22 Nov 2026' */
export function formatDay(day: CalendarDay, locale: string): string {
  return writeDay('day', day, locale);
}

/** A day in words, as headings and screen readers say it: `Sunday, 22 November 2026`. */
export function formatDayInWords(day: CalendarDay, locale: string): string {
  return writeDay('dayInWords', day, locale);
}

/** A month: `November 2026`. @example formatMonth('2026-11', 'en-GB') // 'November 2026' */
export function formatMonth(month: CalendarMonth, locale: string): string {
  return writeDay('month', `${month}-01`, locale);
}

/** The day of the month in the locale's digits, a calendar's cell: `22`. */
export function formatDayOfMonth(day: CalendarDay, locale: string): string {
  return writeDay('dayOfMonth', day, locale);
}

/** A weekday's names: `narrow` for a calendar's column (`M`), `long` to read (`Monday`). */
export interface WeekdayNames {
  narrow: string;
  long: string;
}

/** The weekdays Monday first (ISO 8601), as a calendar's columns and the school's closed days name them. */
export function formatWeekdays(locale: string): WeekdayNames[] {
  // 1 January 2024 was a Monday: its week names the seven days in order.
  return [1, 2, 3, 4, 5, 6, 7].map((date) => {
    const day = `2024-01-0${date}`;
    return { narrow: writeDay('narrowWeekday', day, locale), long: writeDay('longWeekday', day, locale) };
  });
}

/** An instant's time on the clock of `timeZone`: `17:00`. */
export function formatTime(instant: Instant, locale: string, timeZone: string): string {
  return writeInstant('time', instant, locale, timeZone);
}

/** An instant's day and time on the clock of `timeZone`: `22 Nov 2026, 17:00`. */
export function formatDateTime(instant: Instant, locale: string, timeZone: string): string {
  return writeInstant('dateTime', instant, locale, timeZone);
}

/** An instant on a 12-hour clock in `timeZone` (spec §9): `05:00:09 pm` with the seconds, `5:00 pm` without. */
export function formatClock(instant: Instant, locale: string, timeZone: string, withSeconds: boolean): string {
  return writeInstant(withSeconds ? 'clockWithSeconds' : 'clock', instant, locale, timeZone);
}
