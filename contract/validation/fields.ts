import * as z from 'zod/mini';
import { signupMessages as m } from '../strings/validation.ts';
import { CONTACT_LENGTH, EMAIL_MAX, NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';

/** The special characters a password must draw one from (spec §5). */
const PASSWORD_SPECIALS = /[@$!%*#?&]/;

/**
 * A trimmed text field: a missing value or an empty one gives `required`.
 * Further checks follow; callers show the first message of a field.
 */
export function requiredText(required: string, ...checks: z.core.$ZodCheck<string>[]) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, required), ...checks);
}

export const fname = requiredText(m.nameRequired, z.minLength(NAME_MIN, m.nameShort), z.maxLength(NAME_MAX, m.nameLong));

/** E-mail addresses are matched case-insensitively, so they are kept in lower case. */
export const email = requiredText(m.emailRequired, z.maxLength(EMAIL_MAX, m.emailLong), z.email(m.emailInvalid), z.toLowerCase());

export const password = z.string({ error: m.passwordRequired }).check(
  z.minLength(1, m.passwordRequired),
  z.minLength(PASSWORD_MIN, m.passwordShort),
  z.maxLength(PASSWORD_MAX, m.passwordLong),
  z.refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value) && PASSWORD_SPECIALS.test(value), m.passwordWeak),
);

/** A new password typed again: required (spec §5); `passwordsMatch` compares it. */
export const confirmPassword = z.string({ error: m.confirmRequired }).check(z.minLength(1, m.confirmRequired));

/** The check of a form with a new password typed twice (sign-up, a password change): the two must match, said on the confirmation. */
export const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>((value) => value.password === value.confirmPassword, {
  message: m.confirmMismatch,
  path: ['confirmPassword'],
  // Compare as soon as both are text, even while other fields still have errors.
  when: ({ value }) => isRecord(value) && typeof value.password === 'string' && typeof value.confirmPassword === 'string',
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export const contact = requiredText(
  m.contactRequired,
  z.minLength(CONTACT_LENGTH, m.contactShort),
  z.maxLength(CONTACT_LENGTH, m.contactLong),
);

/**
 * A whole number sent where digits are expected (a number input's value, as the original
 * client sends it) is read as its digits, padded to `width` when given; anything else passes.
 */
export function numberAsDigits(width = 0) {
  return z.transform((value: unknown) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value).padStart(width, '0') : value,
  );
}

