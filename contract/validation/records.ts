import * as z from 'zod/mini';
import type { DateCodec } from '../dates/codecs.ts';
import { recordMessages as m } from '../strings/validation.ts';
import { dayMonthYear } from '../dates/codecs.ts';
import { audienceClasses } from './audience.ts';
import { requiredText } from './fields.ts';
import { DESCRIPTION_MAX, TITLE_MAX } from './limits.ts';

/** A date as the product sends it in `codec`'s format; kept as sent, checked to name a real day. */
export function dateText(codec: DateCodec) {
  const message = m.dateInvalid(codec.example);
  return z.string({ error: message }).check(z.refine((text) => codec.parse(text) !== null, message));
}

export const recordTitle = requiredText(m.titleRequired, z.maxLength(TITLE_MAX, m.titleLong));
export const recordDescription = requiredText(m.descriptionRequired, z.maxLength(DESCRIPTION_MAX, m.descriptionLong));
const uploadDate = dateText(dayMonthYear);

/** The tutor's form of an assignment or a note: title, description and the upload date (spec §5: both texts required). */
export const fileRecordFormSchema = z.object({ date: uploadDate, title: recordTitle, description: recordDescription });

/**
 * What `POST` (multipart) and `PUT` (JSON) take: the form's fields, and who the record is for.
 * Written out, not spread from the form's: the pages then carry none of the audience's rules.
 */
export const fileRecordDetailsSchema = z.object({ date: uploadDate, title: recordTitle, description: recordDescription, classes: audienceClasses });
export type FileRecordDetails = z.output<typeof fileRecordDetailsSchema>;

/** The fields sent beside a replacement file: the new upload date. */
export const fileReplacementSchema = z.object({ date: dateText(dayMonthYear) });
