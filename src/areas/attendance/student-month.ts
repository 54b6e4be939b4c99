import type { CalendarMonth } from '../../../contract/dates/month-grid.ts';
import type { MonthAttendance } from '../../../contract/records/register.ts';
import { fieldOf, recordsIn, type ListEndpoint } from '../../lib/content/list-answer.ts';

// A module of its own: a guardian's Home reads a child's month without the rest of the attendance pages.
const isMonthAttendance = (value: unknown): value is MonthAttendance => typeof fieldOf(value, 'month') === 'string' && Array.isArray(fieldOf(value, 'days')) && typeof fieldOf(value, 'counts') === 'object';

/** The student's month (`GET /student/home/attendance?month=`): each day's status up to today, and the month's counts. */
export function studentMonth(month: CalendarMonth): ListEndpoint<MonthAttendance> {
  return { path: `/student/home/attendance?month=${encodeURIComponent(month)}`, readList: (answer) => recordsIn([answer], isMonthAttendance) };
}
