import { Hono } from 'hono';
import { signupCodeRequestSchema, signupCompleteSchema } from '../../src/lib/validation/auth.ts';
import { authApiMessages } from '../../src/strings/auth.ts';
import { otpMessages } from '../../src/strings/validation.ts';
import { hashPassword } from '../auth/password.ts';
import { hashSignupCode, newSignupCode, signupCodeMatches } from '../auth/signup-code.ts';
import { EmailTakenError } from '../db/index.ts';
import { signupCodeMail } from '../mail/messages.ts';
import type { ApiDeps } from './context.ts';
import { fail } from './errors.ts';
import { jsonBody } from './validate.ts';

const MINUTE = 60_000;
const CODE_VALID_MINUTES = 10;
/** Tries a code allows, the right one included: five wrong ones void it. */
const CODE_MAX_TRIES = 5;
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
    // Back on the form after a wrong code, a student who asks again keeps the code just mailed.
    const live = await store.signupCodes.findLive(email, at, CODE_MAX_TRIES);
    if (live && at.getTime() - live.createdAt.getTime() < MINUTE) {
      return c.json({ message: authApiMessages.codeAlreadySent(email) });
    }
    const issuedSince = (ago: number) => store.signupCodes.countIssuedSince(email, new Date(at.getTime() - ago));
    if ((await issuedSince(MINUTE)) >= CODES_PER_MINUTE) fail(429, authApiMessages.codeTooSoon);
    if ((await issuedSince(60 * MINUTE)) >= CODES_PER_HOUR) fail(429, authApiMessages.codeTooOften);

    const code = newSignupCode();
    const expiresAt = new Date(at.getTime() + CODE_VALID_MINUTES * MINUTE);
    const codeId = await store.signupCodes.issue(email, hashSignupCode(code, email, secret), at, expiresAt);
    try {
      await mailer.send(signupCodeMail(email, code, CODE_VALID_MINUTES));
    } catch (error) {
      console.error(`sign-up code for ${email} could not be mailed:`, error);
      await store.signupCodes.withdraw(codeId);
      fail(502, authApiMessages.codeNotSent);
    }
    return c.json({ message: authApiMessages.codeSent(email) });
  });

  app.post('/student/otp', jsonBody(signupCompleteSchema), async (c) => {
    const { otp, fname, email, password, contact } = c.req.valid('json');
    const live = await store.signupCodes.findLive(email, now(), CODE_MAX_TRIES);
    // The try is taken before comparing, so guesses sent at once cannot exceed the limit.
    if (!live || !(await store.signupCodes.claimTry(live.id, CODE_MAX_TRIES))) fail(400, otpMessages.wrong);
    if (!signupCodeMatches(otp, email, live.codeHash, secret)) fail(400, otpMessages.wrong);
    if (!(await store.signupCodes.spend(live.id))) fail(400, otpMessages.wrong);
    const passwordHash = await hashPassword(password);
    try {
      await store.users.create({ fname, email, contact, position: 'student', passwordHash }, now());
    } catch (error) {
      if (error instanceof EmailTakenError) fail(409, authApiMessages.emailTaken);
      throw error;
    }
    return c.json({ message: authApiMessages.created }, 201);
  });

  return app;
}
