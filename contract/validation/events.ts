import * as z from 'zod/mini';
import { dayMonthYearDigits, spacedMonthDayYear } from '../dates/codecs.ts';
import { eventMessages as m, recordMessages } from '../strings/validation.ts';
import { audienceClasses } from './audience.ts';
import { requiredText } from './fields.ts';
import { TITLE_MAX } from './limits.ts';
import { dateText, recordDescription } from './records.ts';

const event = requiredText(m.eventRequired, z.maxLength(TITLE_MAX, m.eventLong));
const club = requiredText(m.clubRequired, z.maxLength(TITLE_MAX, m.clubLong));
const sentDate = dateText(spacedMonthDayYear);
const id = requiredText(m.idRequired);

/** The tutor's form: the date as the picker shows it, `22/11/2026` (spec §2). */
export const eventFormSchema = z.object({
  event,
  club,
  description: recordDescription,
  date: requiredText(m.dateRequired, z.refine((text) => dayMonthYearDigits.parse(text) !== null, recordMessages.dateInvalid(dayMonthYearDigits.example))),
});
export type EventForm = z.output<typeof eventFormSchema>;

/** `POST /tutor/home/events`: the date as the product sends it, ` Nov 22 2026` (with or without the space), and who it is for. */
export const eventSchema = z.object({ event, club, description: recordDescription, date: sentDate, classes: audienceClasses });
export type EventDetails = z.output<typeof eventSchema>;

/**
 * `PATCH /tutor/home/events`: the same, naming the event by `id` in the body (spec §7). Written
 * out, not spread: the page then carries none of the audience's rules.
 */
export const eventChangeSchema = z.object({ event, club, description: recordDescription, date: sentDate, classes: audienceClasses, id });

