import * as z from 'zod/mini';
import { passwordChangeMessages as m } from '../strings/validation.ts';
import { confirmPassword, password, passwordsMatch } from './fields.ts';
import { PASSWORD_MAX } from './limits.ts';

/** No account has a longer password: one is refused as not right before any hash is spent on it. */
const current = z.string({ error: m.currentRequired }).check(z.minLength(1, m.currentRequired), z.maxLength(PASSWORD_MAX, m.currentWrong));

/** `PUT /{role}/home/password` `{current, password}`: the new password takes the sign-up rules and messages. */
export const passwordChangeSchema = z.object({ current, password });
export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** The profile's Change password form: the call's fields and the new password typed again. */
export const passwordChangeFormSchema = z.object({ current, password, confirmPassword }).check(passwordsMatch);
