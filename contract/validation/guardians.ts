import * as z from 'zod/mini';
import { email, fname } from './fields.ts';

/**
 * `POST /tutor/home/students/{id}/guardians {email, fname?}`: a guardian by address; the name
 * (the sign-up's rules) is what an invitation greets a new guardian by.
 */
export const newGuardianSchema = z.object({ email, fname: z.optional(fname) });
export type NewGuardian = z.output<typeof newGuardianSchema>;
