import * as z from 'zod/mini';
import { weekdayMonthDayYear } from '../dates/codecs.ts';
import { isoWeekday } from '../dates/month-grid.ts';
import { attendanceMessages as m } from '../strings/validation.ts';
import { dateText } from './records.ts';

/** A day attendance can be taken on, `Mon Nov 23 2026`: a real day, and not a Sunday (a holiday, spec §4). */
export const schoolDayText = dateText(weekdayMonthDayYear).check(
  z.refine((text) => {
    const day = weekdayMonthDayYear.parse(text);
    return day === null || isoWeekday(day) !== 7;
  }, m.sunday),
);

/**
 * `POST /tutor/home/attendence` (spec §7): the day's absentees, replacing any list that day had.
 * The product sends the capitalised first names (`selectedRows`); our client also sends
 * `studentIds`, which the server goes by when present.
 */
export const markAbsenteesSchema = z.object({
  absentees: z.object({
    selectedRows: z.array(z.string().check(z.trim(), z.maxLength(100))).check(z.maxLength(2000)),
    date: schoolDayText,
    studentIds: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(2000))),
  }),
});
export type MarkAbsentees = z.output<typeof markAbsenteesSchema>;

const month = z.string({ error: m.monthInvalid }).check(z.regex(/^(19\d\d|20\d\d)-(0[1-9]|1[0-2])$/, m.monthInvalid));

/** `GET /student/home/attendance?month=YYYY-MM`: a student's month. */
export const reportMonthSchema = z.object({ month });

/** `GET /tutor/home/attendence.csv?month=YYYY-MM&class=ID`: a month's spreadsheet, of one class's roster or of every student. */
export const attendanceSheetSchema = z.object({ month, class: z.optional(z.string().check(z.minLength(1), z.maxLength(100))) });
