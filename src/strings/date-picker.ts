import type { DayParts } from '../../contract/dates/month-grid.ts';

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** ISO 8601 order, Monday first: the grid's columns. */
const weekdays = [
  { short: 'Mo', long: 'Monday' },
  { short: 'Tu', long: 'Tuesday' },
  { short: 'We', long: 'Wednesday' },
  { short: 'Th', long: 'Thursday' },
  { short: 'Fr', long: 'Friday' },
  { short: 'Sa', long: 'Saturday' },
  { short: 'Su', long: 'Sunday' },
];

/** The date picker and the month grid the attendance calendars share (spec §2, §9). */
export const datePickerText = {
  /** The field's visible hint: the format the tutor types. */
  hint: 'DD/MM/YYYY',
  chooseDate: 'Choose date',
  /** The calendar button once the field names a real day: 'Change date, Sunday 22 November 2026'. */
  changeDate: (dayInWords: string) => `Change date, ${dayInWords}`,
  /** The calendar's accessible name. */
  dialogTitle: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  weekdays,
  /** The grid's heading: 'November 2026'. */
  monthYear: ({ monthIndex, year }: Pick<DayParts, 'monthIndex' | 'year'>) => `${monthNames[monthIndex]} ${year}`,
  /** A day as it is read out: 'Sunday 22 November 2026'. */
  dayInWords: ({ isoWeekday, date, monthIndex, year }: DayParts) => `${weekdays[isoWeekday - 1]?.long} ${date} ${monthNames[monthIndex]} ${year}`,
  /** A grid day with what a calendar adds to it: 'Monday 23 November 2026, 2 absentees'. */
  dayWithDescription: (dayInWords: string, description: string | undefined) => (description ? `${dayInWords}, ${description}` : dayInWords),
} as const;
