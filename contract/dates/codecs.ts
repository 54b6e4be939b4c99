import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** A day on the school's calendar, `YYYY-MM-DD`: what the server stores, sorts by and compares. */
export type CalendarDay = string;

/** The days any date may name: the product's date picker offers these (spec §9). */
export const FIRST_DAY: CalendarDay = '1900-01-01';
export const LAST_DAY: CalendarDay = '2099-12-31';

const ISO_DAY = 'YYYY-MM-DD';
const EXAMPLE_DAY: CalendarDay = '2026-11-22';

/** One of the product's date formats on the wire, written once for the client and the server. */
export interface DateCodec {
  /** The dayjs pattern, for messages and tests. */
  readonly pattern: string;
  /** An example of the format, for messages: `22/Nov/2026`. */
  readonly example: string;
  /** The day as the product sends it. */
  format(day: CalendarDay): string;
  /** The day `text` names, or null when it is malformed, impossible (`31/Feb/2026`) or out of range. */
  parse(text: string): CalendarDay | null;
}

/** Strict dayjs parsing (English month names, exact widths), kept within the picker's range. */
function strictDay(text: string, pattern: string): CalendarDay | null {
  const parsed = dayjs(text, pattern, 'en', true);
  if (!parsed.isValid()) return null;
  const day = parsed.format(ISO_DAY);
  return day >= FIRST_DAY && day <= LAST_DAY ? day : null;
}

function patternCodec(pattern: string): DateCodec {
  const codec: DateCodec = {
    pattern,
    example: '',
    format: (day) => dayjs(day, ISO_DAY, true).format(pattern),
    parse: (text) => strictDay(text, pattern),
  };
  return { ...codec, example: codec.format(EXAMPLE_DAY) };
}

/** A day in an address (`?day=2026-11-22`): the stored form itself, checked like any other. */
export const isoDay: DateCodec = patternCodec(ISO_DAY);

/** Assignments and notes: `22/Nov/2026`. */
export const dayMonthYear: DateCodec = patternCodec('DD/MMM/YYYY');

/** The date picker's field: `22/11/2026`, as the tutor reads and types it (spec §2, §9). */
export const dayMonthYearDigits: DateCodec = patternCodec('DD/MM/YYYY');

/** Announcements: `Nov 22 2026`. */
export const monthDayYear: DateCodec = patternCodec('MMM DD YYYY');

/**
 * Events: ` Nov 22 2026`. The product sends it with a leading space; it is read with or
 * without one, and written with it.
 */
export const spacedMonthDayYear: DateCodec = {
  pattern: ' MMM DD YYYY',
  example: ` ${monthDayYear.example}`,
  format: (day) => ` ${monthDayYear.format(day)}`,
  parse: (text) => monthDayYear.parse(text.startsWith(' ') ? text.slice(1) : text),
};

/**
 * Attendance: `Mon Nov 23 2026`. dayjs does not parse weekday names, so the rest is parsed
 * and the weekday must be the one that day really falls on.
 */
export const weekdayMonthDayYear: DateCodec = {
  pattern: 'ddd MMM DD YYYY',
  example: dayjs(EXAMPLE_DAY).format('ddd MMM DD YYYY'),
  format: (day) => dayjs(day, ISO_DAY, true).format('ddd MMM DD YYYY'),
  parse(text) {
    const match = /^([A-Z][a-z]{2}) (.+)$/.exec(text);
    const day = match ? monthDayYear.parse(match[2] as string) : null;
    return day && dayjs(day, ISO_DAY, true).format('ddd') === match?.[1] ? day : null;
  },
};

/** The day `moment` falls on where this code runs: the device's own calendar, as the product uses. */
export function calendarDayOf(moment: Date): CalendarDay {
  return dayjs(moment).format(ISO_DAY);
}

/** Whether `text`, read with `codec`, names the same day as `day`; never compares the strings. */
export function isSameDay(codec: DateCodec, text: string, day: CalendarDay): boolean {
  return codec.parse(text) === day;
}
