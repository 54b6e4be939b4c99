import * as z from 'zod/mini';
import { confirmPassword, contact, email, fname, password, passwordsMatch } from './fields.ts';
import { invitationToken } from './invitations.ts';

/** `POST /setup` `{token, fname, email, contact, password}`: the first admin, under the sign-up rules. */
export const setupSchema = z.object({ token: invitationToken, fname, email, contact, password });
export type Setup = z.output<typeof setupSchema>;

/** The setup page's form: the first admin's details and the password typed twice. */
export const setupFormSchema = z.object({ fname, email, contact, password, confirmPassword }).check(passwordsMatch);
