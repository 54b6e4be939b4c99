import * as z from 'zod/mini';
import type { DateCodec } from '../dates/codecs.ts';
import { recordMessages as m } from '../strings/validation.ts';
import { dayMonthYear } from '../dates/codecs.ts';
import { requiredText } from './fields.ts';
import { DESCRIPTION_MAX, TITLE_MAX } from './limits.ts';

/** A date as the product sends it in `codec`'s format; kept as sent, checked to name a real day. */
export function dateText(codec: DateCodec) {
  const message = m.dateInvalid(codec.example);
  return z.string({ error: message }).check(z.refine((text) => codec.parse(text) !== null, message));
}

export const recordTitle = requiredText(m.titleRequired, z.maxLength(TITLE_MAX, m.titleLong));
export const recordDescription = requiredText(m.descriptionRequired, z.maxLength(DESCRIPTION_MAX, m.descriptionLong));

/** Title, description and the upload date of an assignment or a note (spec §5: both texts required). */
export const fileRecordDetailsSchema = z.object({
  date: dateText(dayMonthYear),
  title: recordTitle,
  description: recordDescription,
});
export type FileRecordDetails = z.output<typeof fileRecordDetailsSchema>;

/** The fields sent beside a replacement file: the new upload date. */
export const fileReplacementSchema = z.object({ date: dateText(dayMonthYear) });
