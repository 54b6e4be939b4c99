import * as z from 'zod/mini';
import { signupMessages as m } from '../strings/validation.ts';
import { EMAIL_MAX, NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN, PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from './limits.ts';

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

/** What a phone dials: digits, spaces and `-`, and a `+` only in front; no tab or line break. */
const PHONE = /^\+?[\d -]*$/;

/**
 * A phone number, as a school writes it down: `+91 98765 43210`, `040-2345-6789`, `9876543210`.
 * Only the digits are counted, so however it is spaced it has 7 to 15 of them. Every contact
 * and the school's helpline take this one rule.
 */
export function isPhoneNumber(value: string): boolean {
  const text = value.trim();
  const digits = text.replace(/\D/g, '').length;
  return PHONE.test(text) && digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
}

/** A contact: trimmed, required, then a phone number, each with the form's own message. */
export function contactText(required: string, invalid: string) {
  return requiredText(required, z.refine(isPhoneNumber, invalid));
}

export const contact = contactText(m.contactRequired, m.contactInvalid);

/**
 * A whole number sent where digits are expected (a number input's value, as the original
 * client sends it) is read as its digits, padded to `width` when given; anything else passes.
 */
export function numberAsDigits(width = 0) {
  return z.transform((value: unknown) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value).padStart(width, '0') : value,
  );
}

