import { Hono } from 'hono';
import { signupCodeRequestSchema, signupCompleteSchema } from '../../src/lib/validation/auth.ts';
import { authApiMessages } from '../../src/strings/auth.ts';
import { hashPassword } from '../auth/password.ts';
import { hashSignupCode, newSignupCode, signupCodeMatches } from '../auth/signup-code.ts';
import { signupCodeMail } from '../mail/messages.ts';
import type { ApiDeps } from './context.ts';
import { fail } from './errors.ts';
import { jsonBody } from './validate.ts';

const MINUTE = 60_000;
export const CODE_VALID_MINUTES = 10;
/** Wrong tries a code survives; the next one voids it. */
export const CODE_MAX_FAILURES = 5;
const CODES_PER_MINUTE = 1;
const CODES_PER_HOUR = 5;

/** `POST /student/signup` mails a code; `POST /student/otp` checks it and creates the student. */
export function signupRoutes(deps: ApiDeps) {
  const { store, mailer, secret, now } = deps;
  const app = new Hono();

  app.post('/student/signup', jsonBody(signupCodeRequestSchema), async (c) => {
    const { email } = c.req.valid('json');
    if (await store.users.emailTaken(email)) fail(409, authApiMessages.emailTaken);
    const at = now();
    await store.signupCodes.purgeOlderThan(new Date(at.getTime() - 24 * 60 * MINUTE));
    if ((await store.signupCodes.countIssuedSince(email, new Date(at.getTime() - MINUTE))) >= CODES_PER_MINUTE) {
      fail(429, authApiMessages.codeTooSoon);
    }
    if ((await store.signupCodes.countIssuedSince(email, new Date(at.getTime() - 60 * MINUTE))) >= CODES_PER_HOUR) {
      fail(429, authApiMessages.codeTooOften);
    }
    const code = newSignupCode();
    const expiresAt = new Date(at.getTime() + CODE_VALID_MINUTES * MINUTE);
    await store.signupCodes.issue(email, hashSignupCode(code, email, secret), at, expiresAt);
    try {
      await mailer.send(signupCodeMail(email, code, CODE_VALID_MINUTES));
    } catch (error) {
      console.error(`sign-up code for ${email} could not be mailed:`, error);
      fail(502, authApiMessages.codeNotSent);
    }
    return c.json({ message: `A code was sent to ${email}` });
  });

  app.post('/student/otp', jsonBody(signupCompleteSchema), async (c) => {
    const { otp, fname, email, password, contact } = c.req.valid('json');
    const live = await store.signupCodes.findLive(email, now());
    if (!live) fail(400, authApiMessages.codeWrong);
    if (!signupCodeMatches(otp, email, live.codeHash, secret)) {
      await store.signupCodes.recordFailure(live.id, CODE_MAX_FAILURES);
      fail(400, authApiMessages.codeWrong);
    }
    await store.signupCodes.spend(live.id);
    if (await store.users.emailTaken(email)) fail(409, authApiMessages.emailTaken);
    const passwordHash = await hashPassword(password);
    await store.users.create({ fname, email, contact, position: 'student', passwordHash }, now());
    return c.json({ message: authApiMessages.created }, 201);
  });

  return app;
}
