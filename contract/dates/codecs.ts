/** A day on the school's calendar, `YYYY-MM-DD`: what the server stores, sorts by and compares. */
export type CalendarDay = string;

/** The days any date may name: the product's date picker offers these (spec §9). */
export const FIRST_DAY: CalendarDay = '1900-01-01';
export const LAST_DAY: CalendarDay = '2099-12-31';

const EXAMPLE_DAY: CalendarDay = '2026-11-22';

// The wire formats are English whatever the reader's language: the product's own names.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** The tokens a pattern is written in (the names dayjs and moment use): a 4-digit year, a month as 2 digits or its English name, a 2-digit day, a weekday's name. */
const TOKENS = /YYYY|MMM|MM|DD|ddd/g;
/** What each token reads: exact widths, English names with their capitals. */
const TOKEN_TEXT: Readonly<Record<string, string>> = { YYYY: '(\\d{4})', MMM: `(${MONTHS.join('|')})`, MM: '(\\d{2})', DD: '(\\d{2})' };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The day a year, month (1…12) and date name, or null when there is no such day (`31/02`); years before 100 are out of range anyway. */
function realDay(year: number, month: number, date: number): CalendarDay | null {
  const moment = new Date(Date.UTC(year, month - 1, date));
  const real = moment.getUTCMonth() === month - 1 && moment.getUTCDate() === date;
  return real ? `${pad(year, 4)}-${pad(month)}-${pad(date)}` : null;
}

/** The weekday of `day`, 0 for Sunday … 6. */
function weekdayOf(day: CalendarDay): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** `day` written in `pattern`. */
function formatIn(pattern: string, day: CalendarDay): string {
  const [year, month, date] = day.split('-') as [string, string, string];
  const written: Record<string, string> = { YYYY: year, MMM: MONTHS[Number(month) - 1] ?? '', MM: month, DD: date, ddd: WEEKDAYS[weekdayOf(day)] ?? '' };
  return pattern.replace(TOKENS, (token) => written[token] ?? token);
}

/**
 * A reader of texts strictly in `pattern` (no weekday), kept within the picker's range. Its
 * regular expression is compiled once per format: compiled per text read, it took about 30 µs of
 * each register's read under load (the collector empties V8's cache of compiled expressions),
 * 1.5% of the server's time at 500 reads a second.
 */
function readerIn(pattern: string): (text: string) => CalendarDay | null {
  const order: string[] = [];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(TOKENS, (token) => {
    order.push(token);
    return TOKEN_TEXT[token] ?? token;
  });
  const exactly = new RegExp(`^${source}$`);
  return (text) => {
    const match = exactly.exec(text);
    if (!match) return null;
    const read = Object.fromEntries(order.map((token, index) => [token, match[index + 1] ?? '']));
    const month = read.MMM ? MONTHS.indexOf(read.MMM) + 1 : Number(read.MM);
    const day = realDay(Number(read.YYYY), month, Number(read.DD));
    return day && day >= FIRST_DAY && day <= LAST_DAY ? day : null;
  };
}

/** One of the product's date formats on the wire, written once for the client and the server. */
export interface DateCodec {
  /** The pattern, in those tokens (`DD/MMM/YYYY`), for messages and tests. */
  readonly pattern: string;
  /** An example of the format, for messages: `22/Nov/2026`. */
  readonly example: string;
  /** The day as the product sends it. */
  format(day: CalendarDay): string;
  /** The day `text` names, or null when it is malformed, impossible (`31/Feb/2026`) or out of range. */
  parse(text: string): CalendarDay | null;
}

function patternCodec(pattern: string): DateCodec {
  const codec: DateCodec = {
    pattern,
    example: '',
    format: (day) => formatIn(pattern, day),
    parse: readerIn(pattern),
  };
  return { ...codec, example: codec.format(EXAMPLE_DAY) };
}

/** A day in an address (`?day=2026-11-22`): the stored form itself, checked like any other. */
export const isoDay: DateCodec = patternCodec('YYYY-MM-DD');

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
 * Attendance: `Mon Nov 23 2026`. The rest is read as announcements are, and the weekday must be
 * the one that day really falls on.
 */
export const weekdayMonthDayYear: DateCodec = {
  pattern: 'ddd MMM DD YYYY',
  example: formatIn('ddd MMM DD YYYY', EXAMPLE_DAY),
  format: (day) => formatIn('ddd MMM DD YYYY', day),
  parse(text) {
    const match = /^([A-Z][a-z]{2}) (.+)$/.exec(text);
    const day = match ? monthDayYear.parse(match[2] as string) : null;
    return day && WEEKDAYS[weekdayOf(day)] === match?.[1] ? day : null;
  },
};

/** The day `moment` falls on where this code runs: the device's own calendar, as the product uses. */
export function calendarDayOf(moment: Date): CalendarDay {
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** Whether `text`, read with `codec`, names the same day as `day`; never compares the strings. */
export function isSameDay(codec: DateCodec, text: string, day: CalendarDay): boolean {
  return codec.parse(text) === day;
}
