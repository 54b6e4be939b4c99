import type { CalendarDay } from './codecs.ts';

/** The time on a wall clock in a time zone: the day, and the 24-hour time of that day. */
export interface WallClock {
  day: CalendarDay;
  hour: number;
  minute: number;
  second: number;
}

/** Making a formatter costs far more than using one, and the tutor's clock asks every second. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * What a wall clock in `timeZone` reads at `moment`: the school's "now", wherever the device or
 * the server is. Throws a RangeError for a zone this runtime does not know.
 *
 * @example wallClockIn(new Date('2026-11-25T20:00:00Z'), 'Asia/Kolkata') // {day: '2026-11-26', hour: 1, minute: 30, second: 0}
 */
export function wallClockIn(moment: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const { type, value } of formatterOf(timeZone).formatToParts(moment)) parts[type] = value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/**
 * The day `moment` falls on in `timeZone`, `YYYY-MM-DD`: "today" at the school. Throws a
 * RangeError for a zone this runtime does not know.
 *
 * @example dayInZone(new Date('2026-11-25T20:00:00Z'), 'Asia/Kolkata') // '2026-11-26'
 */
export function dayInZone(moment: Date, timeZone: string): CalendarDay {
  return wallClockIn(moment, timeZone).day;
}
