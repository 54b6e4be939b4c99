import * as z from 'zod/mini';
import { loginMessages, otpMessages } from '../strings/validation.ts';
import { confirmPassword, contact, email, fname, numberAsDigits, password, passwordsMatch } from './fields.ts';
import { EMAIL_MAX, OTP_LENGTH, PASSWORD_MAX } from './limits.ts';

/** A missing or non-text value counts as empty, so both forms and the API give the product's messages. */
const textOrEmpty = z.catch(z.string().check(z.trim()), '');

/** Login of either role (spec §5): both empty, or one of them empty. */
export const loginSchema = z
  .object(
    { email: z.pipe(textOrEmpty, z.string().check(z.toLowerCase())), password: z.catch(z.string(), '') },
    { error: loginMessages.bothMissing },
  )
  .check(
    z.superRefine((value, ctx) => {
      const filled = [value.email, value.password].filter(Boolean).length;
      // No account has a longer address or password: refused before any hash is spent on it.
      const tooLong = value.email.length > EMAIL_MAX || value.password.length > PASSWORD_MAX;
      if (filled === 2 && tooLong) ctx.issues.push({ code: 'custom', input: value, message: loginMessages.wrongDetails });
      if (filled === 2) return;
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: filled === 0 ? loginMessages.bothMissing : loginMessages.oneMissing,
      });
    }),
  );
export type LoginInput = z.input<typeof loginSchema>;

/** The sign-up form (spec §5); errors show once a field is touched. */
export const signupFormSchema = z
  .object({
    fname,
    email,
    password,
    confirmPassword,
    contact,
  })
  .check(passwordsMatch);
export type SignupForm = z.input<typeof signupFormSchema>;

/** The contact as the API takes it: text, or a JSON number read as its digits (the original client's 10 digits pass). */
const contactFromJson = z.pipe(numberAsDigits(), contact);

/** `POST /api/student/signup`: asks for a code to be mailed. */
export const signupCodeRequestSchema = z.object({ email, contact: contactFromJson });

/** The code travels as six digits; a JSON number is read back as the zero-padded string. */
export const otp = z.pipe(
  numberAsDigits(OTP_LENGTH),
  z.string({ error: otpMessages.format }).check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), otpMessages.format)),
);

/**
 * `POST /api/student/otp`: completes sign-up. The payload's `position` and `blocked`
 * are dropped: every account made here is an unblocked student.
 */
export const signupCompleteSchema = z.object({ otp, fname, email, password, contact: contactFromJson });
export type SignupComplete = z.output<typeof signupCompleteSchema>;
