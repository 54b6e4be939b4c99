import { Hono } from 'hono';
import { signupCodeRequestSchema, signupCompleteSchema } from '../../src/lib/validation/auth.ts';
import { authApiMessages, minutesToWait } from '../../src/strings/auth.ts';
import { otpMessages } from '../../src/strings/validation.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import { hashPassword } from '../auth/password.ts';
import { hashSignupCode, newSignupCode, signupCodeMatches } from '../auth/signup-code.ts';
import { EmailTakenError, type Store, type User } from '../db/index.ts';
import { accountExistsMail, signupCodeMail } from '../mail/messages.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail, failTooMany } from './errors.ts';
import { signupMailThrottle } from './throttles.ts';
import { jsonBody } from './validate.ts';

const MINUTE = 60_000;
const CODE_VALID_MINUTES = 10;
/** Tries a code allows, the right one included: five wrong ones void it. */
const CODE_MAX_TRIES = 5;
const CODES_PER_MINUTE = 1;
const CODES_PER_HOUR = 5;

/**
 * `POST /student/signup` mails a code; `POST /student/otp` checks it and creates the student.
 * An address that has an account is answered exactly like a new one: its owner is mailed a
 * note with a link to the login instead of a code.
 */
export function signupRoutes(deps: ApiDeps) {
  const { store, mailer, secret, now } = deps;
  const mailThrottle = signupMailThrottle(store, deps.limits ?? DEFAULT_LIMITS);
  const siteUrl = deps.publicUrl ?? new URL('http://localhost:4321');
  const app = new Hono<ApiEnv>();

  app.post('/student/signup', jsonBody(signupCodeRequestSchema), async (c) => {
    const { email } = c.req.valid('json');
    const at = now();
    // Back on the form after a wrong code, a student who asks again keeps the code just mailed.
    const live = await store.signupCodes.findLive(email, at, CODE_MAX_TRIES);
    if (live && at.getTime() - live.createdAt.getTime() < MINUTE) {
      return c.json({ message: authApiMessages.codeAlreadySent(email) });
    }
    await refuseTooManyForAddress(store, email, at);
    const turn = await mailThrottle.claim(c.var.clientIp);
    if (!turn.allowed) {
      await c.var.audit('signup.throttled', { actor: email });
      failTooMany(turn.retryAfterMs, authApiMessages.signupThrottled(minutesToWait(turn.retryAfterMs)));
    }

    const owner = await store.users.findByEmail(email);
    const code = newSignupCode();
    const codeId = await store.signupCodes.issue(email, hashSignupCode(code, email, secret), at, new Date(at.getTime() + CODE_VALID_MINUTES * MINUTE));
    try {
      await mailer.send(owner ? accountExistsMail(email, new URL(`/${owner.position}/login`, siteUrl)) : signupCodeMail(email, code, CODE_VALID_MINUTES));
    } catch (error) {
      console.error(`sign-up mail to ${email} could not be sent:`, error);
      await Promise.all([store.signupCodes.withdraw(codeId), mailThrottle.refund(c.var.clientIp)]);
      fail(502, authApiMessages.codeNotSent);
    }
    await c.var.audit('signup.code-requested', { actor: email });
    return c.json({ message: authApiMessages.codeSent(email) });
  });

  app.post('/student/otp', jsonBody(signupCompleteSchema), async (c) => {
    const { otp, fname, email, password, contact } = c.req.valid('json');
    // Nothing to check against: answer before spending a password hash on it.
    if (!(await store.signupCodes.findLive(email, now(), CODE_MAX_TRIES))) fail(400, otpMessages.wrong);
    // Hashed before the transaction, so the code is never spent without the account being made.
    const passwordHash = await hashPassword(password);
    const created = await redeemCode(store, { email, otp, secret, at: now() }, { fname, email, contact, position: 'student', passwordHash });
    if (!created) {
      await c.var.audit('signup.wrong-code', { actor: email });
      fail(400, otpMessages.wrong);
    }
    await c.var.audit('signup.completed', { actor: email, target: `student ${created._id}` });
    return c.json({ message: authApiMessages.created }, 201);
  });

  return app;
}

/** The per-address limits: one code a minute, five an hour. */
async function refuseTooManyForAddress(store: Store, email: string, at: Date): Promise<void> {
  const lastHour = await store.signupCodes.issuedSince(email, new Date(at.getTime() - 60 * MINUTE));
  const lastMinute = lastHour.filter((issued) => at.getTime() - issued.getTime() < MINUTE);
  const newest = lastHour.at(-1);
  if (newest && lastMinute.length >= CODES_PER_MINUTE) {
    failTooMany(newest.getTime() + MINUTE - at.getTime(), authApiMessages.codeTooSoon);
  }
  const oldest = lastHour[0];
  if (oldest && lastHour.length >= CODES_PER_HOUR) {
    failTooMany(oldest.getTime() + 60 * MINUTE - at.getTime(), authApiMessages.codeTooOften);
  }
}

type NewStudent = Parameters<Store['users']['create']>[0];

/**
 * Takes a try of the address's live code and, when the code matches, spends it and creates the
 * account, all in one transaction: a crash leaves either both done or neither. A wrong guess
 * still commits its try. Answers the new user, or undefined when the code does not open.
 */
async function redeemCode(store: Store, attempt: { email: string; otp: string; secret: string; at: Date }, student: NewStudent): Promise<User | undefined> {
  const { email, otp, secret, at } = attempt;
  try {
    return await store.transaction(async (tx) => {
      const live = await tx.signupCodes.findLive(email, at, CODE_MAX_TRIES);
      if (!live || !(await tx.signupCodes.claimTry(live.id, CODE_MAX_TRIES))) return undefined;
      if (!signupCodeMatches(otp, email, live.codeHash, secret)) return undefined;
      await tx.signupCodes.spend(live.id);
      return tx.users.create(student, at);
    });
  } catch (error) {
    // Registered meanwhile: as for any code that does not open an account.
    if (error instanceof EmailTakenError) return undefined;
    throw error;
  }
}
