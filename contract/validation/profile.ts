import * as z from 'zod/mini';
import { studentProfileMessages as s, userDetailsMessages as u } from '../strings/validation.ts';
import { contactText, numberAsDigits, requiredText } from './fields.ts';
import { EMAIL_MAX, NAME_MAX, NAME_MIN } from './limits.ts';

/**
 * The student's own profile edit (spec §5): Full Name at least 2 characters, a valid e-mail,
 * a contact that is a phone number (fields.ts), each with the product's message. Sent as
 * `PUT /student/home/profile/{id} {name, contact, email}`.
 */
export const studentProfileSchema = z.object({
  name: requiredText(s.nameEmpty, z.minLength(NAME_MIN, s.nameInvalid), z.maxLength(NAME_MAX, s.nameInvalid)),
  email: requiredText(s.emailEmpty, z.maxLength(EMAIL_MAX, s.emailInvalid), z.email(s.emailInvalid), z.toLowerCase()),
  contact: z.pipe(numberAsDigits(), contactText(s.contactEmpty, s.contactInvalid)),
});
export type StudentProfile = z.output<typeof studentProfileSchema>;

/**
 * A user's details as a tutor edits them: their own profile (`PUT /tutor/home/profile/{id}`) and
 * a student's (`PUT /tutor/home/students/{id}`), `{name, contact, email}`. The product shows
 * only required fields (spec §5); the server still keeps e-mails valid and contacts phone numbers,
 * as every account has them. The contact may come as a JSON number (a number input's value).
 */
export const userDetailsSchema = z.object({
  name: requiredText(u.nameRequired, z.maxLength(NAME_MAX, u.nameLong)),
  email: requiredText(u.emailRequired, z.maxLength(EMAIL_MAX, u.emailInvalid), z.email(u.emailInvalid), z.toLowerCase()),
  contact: z.pipe(numberAsDigits(), contactText(u.contactRequired, u.contactInvalid)),
});
export type UserDetails = z.output<typeof userDetailsSchema>;

/** `PATCH /tutor/home/students/{id}`: blocks or unblocks the student. */
export const blockSchema = z.object({ blocked: z.boolean({ error: u.blockedRequired }) });
