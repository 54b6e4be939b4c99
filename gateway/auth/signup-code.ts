import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../contract/validation/limits.ts';

/** A fresh code: six random digits, a leading zero included. */
export function newSignupCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Only a keyed hash of a code is stored: a copy of the database alone does not give
 * the codes away, which a plain hash of six digits would.
 */
export function hashSignupCode(code: string, email: string, secret: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('base64url');
}

export function signupCodeMatches(code: string, email: string, storedHash: string, secret: string): boolean {
  const actual = Buffer.from(hashSignupCode(code, email, secret));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
