import * as z from 'zod/mini';
import { monthDayYear } from '../dates/codecs.ts';
import { announcementMessages as m } from '../strings/validation.ts';
import { audienceClasses } from './audience.ts';
import { requiredText } from './fields.ts';
import { TITLE_MAX } from './limits.ts';
import { dateText, recordDescription } from './records.ts';

const subject = requiredText(m.subjectRequired, z.maxLength(TITLE_MAX, m.subjectLong));
const announcedDate = dateText(monthDayYear);
const id = requiredText(m.idRequired);

/** The tutor's form: subject and description (the image is checked as a file). */
export const announcementFormSchema = z.object({ subject, description: recordDescription });
export type AnnouncementForm = z.output<typeof announcementFormSchema>;

/** `POST /tutor/home/announcements`' text fields: the form's, the day announced, `Nov 22 2026`, and who it is for. */
export const announcementSchema = z.object({ subject, description: recordDescription, date: announcedDate, classes: audienceClasses });
export type AnnouncementDetails = z.output<typeof announcementSchema>;

/**
 * `PATCH /tutor/home/announcements`: the same, naming the announcement by `id` in the body (spec
 * §7). Written out, not spread: the page then carries none of the audience's rules.
 */
export const announcementChangeSchema = z.object({ subject, description: recordDescription, date: announcedDate, classes: audienceClasses, id });
