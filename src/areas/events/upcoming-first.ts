import { spacedMonthDayYear, type CalendarDay } from '../../../contract/dates/codecs.ts';
import type { SchoolEvent } from '../../../contract/records/school-event.ts';

/** The day an event is on; an event whose date cannot be read sorts as the oldest. */
const dayOf = (event: SchoolEvent): CalendarDay => spacedMonthDayYear.parse(event.date) ?? '';

/** Whether an event's day is before `today`. */
export function isPast(event: SchoolEvent, today: CalendarDay): boolean {
  return dayOf(event) < today;
}

/**
 * Events as a reader wants them (issue 26): today's and the coming ones first, the soonest at
 * the top, then the past ones, the latest first.
 */
export function upcomingFirst(events: readonly SchoolEvent[], today: CalendarDay): SchoolEvent[] {
  const byDay = (a: SchoolEvent, b: SchoolEvent) => dayOf(a).localeCompare(dayOf(b));
  const upcoming = events.filter((event) => !isPast(event, today)).sort(byDay);
  const past = events.filter((event) => isPast(event, today)).sort((a, b) => byDay(b, a));
  return [...upcoming, ...past];
}
