import { FIRST_DAY, LAST_DAY, type CalendarDay } from './codecs.ts';

/** A month on the school's calendar, `YYYY-MM`. */
export type CalendarMonth = string;

/** One cell of a month's grid: a day, and whether it belongs to the month shown or a neighbour. */
export interface GridDay {
  day: CalendarDay;
  inMonth: boolean;
}

/** A day taken apart for words: `Sunday 22 November 2026` is weekday 7, date 22, month index 10, year 2026. */
export interface DayParts {
  year: number;
  /** 0 for January … 11 for December. */
  monthIndex: number;
  /** The day of the month, 1…31. */
  date: number;
  /** ISO 8601: 1 for Monday … 7 for Sunday. */
  isoWeekday: number;
}

// Days are read and written as dates at midnight UTC, so no zone and no daylight-saving change
// ever moves one; months and years are added by calendar date.
const read = (day: CalendarDay) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
};
const write = (moment: Date): CalendarDay => moment.toISOString().slice(0, 10);

/** The day `months` months after `day`, or that month's last day when it is shorter. */
function monthsLater(day: CalendarDay, months: number): CalendarDay {
  const moment = read(day);
  const target = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() + months, 1));
  const lastDate = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(moment.getUTCDate(), lastDate));
  return write(target);
}

/** The month `day` falls in. */
export function monthOf(day: CalendarDay): CalendarMonth {
  return day.slice(0, 7);
}

/** The first month the picker offers, January 1900. */
export const FIRST_MONTH: CalendarMonth = monthOf(FIRST_DAY);
/** The last month the picker offers, December 2099. */
export const LAST_MONTH: CalendarMonth = monthOf(LAST_DAY);

/** The first day of `month`. */
export function firstDayOf(month: CalendarMonth): CalendarDay {
  return `${month}-01`;
}

/** The ISO 8601 weekday of `day`: 1 for Monday … 7 for Sunday. */
export function isoWeekday(day: CalendarDay): number {
  return read(day).getUTCDay() || 7;
}

/** `day` taken apart, for saying it in words. */
export function dayParts(day: CalendarDay): DayParts {
  const moment = read(day);
  return { year: moment.getUTCFullYear(), monthIndex: moment.getUTCMonth(), date: moment.getUTCDate(), isoWeekday: moment.getUTCDay() || 7 };
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: CalendarDay, count: number): CalendarDay {
  const moment = read(day);
  moment.setUTCDate(moment.getUTCDate() + count);
  return write(moment);
}

/** The same date `count` months later (earlier when negative), or that month's last day when it is shorter: Mar 31 → Feb 28. */
export function addMonths(day: CalendarDay, count: number): CalendarDay {
  return monthsLater(day, count);
}

/** The same date `count` years later (earlier when negative); Feb 29 becomes Feb 28 in a common year. */
export function addYears(day: CalendarDay, count: number): CalendarDay {
  return monthsLater(day, count * 12);
}

/** Whether `day` lies within the days the product offers, 1900-01-01 … 2099-12-31 (spec §9). */
export function isWithinRange(day: CalendarDay): boolean {
  return day >= FIRST_DAY && day <= LAST_DAY;
}

/** `day`, or the nearest end of the range when it lies outside it. */
export function clampDay(day: CalendarDay): CalendarDay {
  if (day < FIRST_DAY) return FIRST_DAY;
  return day > LAST_DAY ? LAST_DAY : day;
}

/** Whether a month before `month` lies within the range. */
export function hasPreviousMonth(month: CalendarMonth): boolean {
  return month > FIRST_MONTH;
}

/** Whether a month after `month` lies within the range. */
export function hasNextMonth(month: CalendarMonth): boolean {
  return month < LAST_MONTH;
}

/**
 * The weeks of `month` as the grid shows them (ISO 8601: Monday first), each a row of 7 days,
 * with the days of the neighbour months that complete the first and last week. A month has
 * 4 to 6 rows.
 */
export function monthWeeks(month: CalendarMonth): GridDay[][] {
  const first = firstDayOf(month);
  const weeks: GridDay[][] = [];
  for (let monday = addDays(first, 1 - isoWeekday(first)); monthOf(monday) <= month; monday = addDays(monday, 7)) {
    const week = Array.from({ length: 7 }, (_, offset) => addDays(monday, offset));
    weeks.push(week.map((day) => ({ day, inMonth: monthOf(day) === month })));
  }
  return weeks;
}
