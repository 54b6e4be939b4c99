import * as z from 'zod/mini';
import { passwordResetMessages as m } from '../strings/password-reset.ts';
import { otp } from './auth.ts';
import { confirmPassword, email, password, passwordsMatch } from './fields.ts';

/** Whose login page asked: a reset only ever reaches an account of that position. */
const position = z.enum(['student', 'tutor', 'guardian'], { error: m.positionInvalid });

/** `POST /password/forgot` `{email, position}`: asks for a reset code. */
export const passwordForgotSchema = z.object({ email, position });
export type PasswordForgot = z.output<typeof passwordForgotSchema>;

/** `POST /password/reset` `{email, position, otp, password}`: the new password takes the sign-up rules and messages. */
export const passwordResetSchema = z.object({ email, position, otp, password });
export type PasswordReset = z.output<typeof passwordResetSchema>;

/** The flow's last step: the code and the new password typed twice. */
export const passwordResetFormSchema = z.object({ otp, password, confirmPassword }).check(passwordsMatch);

/** The flow's first step: the address alone (the position is the login page's). */
export const passwordForgotFormSchema = z.object({ email });
