import * as z from 'zod/mini';
import { photoMessages as m } from '../strings/validation.ts';
import { audienceClasses } from './audience.ts';
import { requiredText } from './fields.ts';
import { TITLE_MAX } from './limits.ts';

const subject = requiredText(m.subjectRequired, z.maxLength(TITLE_MAX, m.subjectLong));
// Apart from the schemas: a call inside one keeps it, and the audience's rules with it, in the page.
const optionalSubject = z.optional(subject);

/** A section's subject: the form's field, `PUT`'s text field, and a rename. */
export const photoSubjectSchema = z.object({ subject });

/** `POST /tutor/home/photos`' text fields: the subject and who the section is for. */
export const photoSectionSchema = z.object({ subject, classes: audienceClasses });

/** `PUT /tutor/home/photos/{id}`' text fields beside the photos: who the section is for, when it changes. */
export const photoAdditionSchema = z.object({ classes: audienceClasses });

/** `PATCH /tutor/home/photos/{id}` changing the section: a new subject, who it is for, or both. */
export const photoSectionChangeSchema = z.object({ subject: optionalSubject, classes: audienceClasses });

/** `PATCH /tutor/home/photos/{id}` deleting one photo (spec §7): the photo as the section lists it. */
export const photoRemovalSchema = z.object({
  filePath: z.string({ error: m.changeRequired }).check(z.minLength(1, m.changeRequired), z.maxLength(300)),
  fileName: z.string({ error: m.changeRequired }).check(z.maxLength(300)),
});
