import * as z from 'zod/mini';
import { signupMessages as m } from '../strings/validation.ts';
import { email, fname } from './fields.ts';
import { NAME_MAX, NAME_MIN } from './limits.ts';

/**
 * `POST /tutor/home/students/{id}/guardians {email, fname?}`: a guardian by address; the name
 * (the sign-up's rules) is what an invitation greets a new guardian by.
 */
export const newGuardianSchema = z.object({ email, fname: z.optional(fname) });
export type NewGuardian = z.output<typeof newGuardianSchema>;

/** A name the form may leave empty (then not sent); once typed, the name's own lengths. Built of the checks the other forms load already. */
const optionalName = z
  .string()
  .check(z.trim(), z.maxLength(NAME_MAX, m.nameLong), z.refine((value) => value.length === 0 || value.length >= NAME_MIN, m.nameShort));

/** The tutor's Add guardian form: the address, and the name if the tutor knows it. */
export const newGuardianFormSchema = z.object({ email, fname: optionalName });
