import * as z from 'zod/mini';
import { photoMessages as m } from '../strings/validation.ts';
import { requiredText } from './fields.ts';
import { TITLE_MAX } from './limits.ts';

const subject = requiredText(m.subjectRequired, z.maxLength(TITLE_MAX, m.subjectLong));

/** A section's subject: the form's field, `POST`'s and `PUT`'s text field, and a rename. */
export const photoSubjectSchema = z.object({ subject });

/** `PATCH /tutor/home/photos/{id}` deleting one photo (spec §7): the photo as the section lists it. */
export const photoRemovalSchema = z.object({
  filePath: z.string({ error: m.changeRequired }).check(z.minLength(1, m.changeRequired), z.maxLength(300)),
  fileName: z.string({ error: m.changeRequired }).check(z.maxLength(300)),
});
