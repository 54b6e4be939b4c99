import * as z from 'zod/mini';
import { email, fname } from './fields.ts';

/**
 * `POST /tutor/home/students/{id}/guardians {email, fname?}`: a guardian by address; the name
 * (the sign-up's rules) is what an invitation greets a new guardian by.
 */
export const newGuardianSchema = z.object({ email, fname: z.optional(fname) });
export type NewGuardian = z.output<typeof newGuardianSchema>;

/** The tutor's Add guardian form: the name may be left empty, and is then not sent. */
export const newGuardianFormSchema = z.object({ email, fname: z.union([z.literal(''), fname]) });
