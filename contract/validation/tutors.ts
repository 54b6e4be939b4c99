import * as z from 'zod/mini';
import { tutorMessages as m } from '../strings/tutors.ts';
import { contact, email, fname } from './fields.ts';

const flag = z.boolean({ error: m.flagInvalid });

/** The Add tutor form's text fields: the name, e-mail and contact every account has, by the sign-up's rules. */
export const newTutorFormSchema = z.object({ fname, email, contact });

/**
 * `POST /tutor/home/tutors {fname, email, contact, admin?}`, and the tutor tool's `add`: a new
 * tutor, an admin only when asked (or the school's first).
 */
// Spelt out rather than `z.extend`ed: extend would join the zod code every form page shares.
export const newTutorSchema = z.object({ fname, email, contact, admin: z.optional(flag) });
export type NewTutor = z.output<typeof newTutorSchema>;

/** `PATCH /tutor/home/tutors/{id} {blocked?, admin?}`: what is left out stays; something must be sent. */
export const tutorChangeSchema = z
  .object({ blocked: z.optional(flag), admin: z.optional(flag) })
  .check(z.refine((change) => change.blocked !== undefined || change.admin !== undefined, m.nothingToChange));
export type TutorChangeBody = z.output<typeof tutorChangeSchema>;
