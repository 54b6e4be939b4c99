import { Hono } from 'hono';
import { signupCodeRequestSchema, signupCompleteSchema } from '../../contract/validation/auth.ts';
import { authApiMessages, waitText } from '../../contract/strings/auth.ts';
import { otpMessages } from '../../contract/strings/validation.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import { hashPassword } from '../auth/password.ts';
import { hashSignupCode, newSignupCode, signupCodeMatches } from '../auth/signup-code.ts';
import { EmailTakenError, type Store, type User } from '../db/index.ts';
import { requestedLanguage } from '../i18n/request-language.ts';
import { recipientLanguage, schoolMailLanguage } from '../mail/mail-language.ts';
import { accountExistsMail, signupCodeMail } from '../mail/messages.ts';
import { transactionWithMail } from '../mail/queue-mail.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail, failTooMany } from './errors.ts';
import { signupMailThrottle } from './throttles.ts';
import { jsonBody } from './validate.ts';

const MINUTE = 60_000;
export const CODE_VALID_MINUTES = 10;
/** Tries a code allows, the right one included: five wrong ones void it. */
export const CODE_MAX_TRIES = 5;

/**
 * `POST /student/signup` mails a code; `POST /student/otp` checks it and creates the student.
 * An address that has an account is answered exactly like a new one: its owner is mailed a
 * note with a link to the login instead of a code. The answer comes once the code and its mail
 * are queued, in one transaction; the mail worker sends it within a second, and retries while
 * the mail server is down. 502 only when the mail could not even be queued.
 */
export function signupRoutes(deps: ApiDeps) {
  const { store, secret, now } = deps;
  const mailThrottle = signupMailThrottle(store, deps.limits ?? DEFAULT_LIMITS);
  const siteUrl = deps.publicUrl ?? new URL('http://localhost:4321');
  const app = new Hono<ApiEnv>();

  app.post('/student/signup', jsonBody(signupCodeRequestSchema), async (c) => {
    const { email } = c.req.valid('json');
    const at = now();
    // Back on the form after a wrong code, a student who asks again keeps the code just mailed.
    const live = await store.signupCodes.findLive(email, at, CODE_MAX_TRIES);
    if (live && at.getTime() - live.createdAt.getTime() < MINUTE) {
      return compressedJson(c, { message: authApiMessages.codeAlreadySent(email) });
    }
    const turn = await mailThrottle.claim(email, c.var.clientIp);
    if (!turn.allowed) {
      if (turn.firstRefusal) await c.var.audit('signup.throttled', { actor: email });
      failTooMany(turn.retryAfterMs, refusalMessage(turn.refusedBy, turn.retryAfterMs));
    }

    const owner = await store.users.findByEmail(email);
    const code = newSignupCode();
    const expiresAt = new Date(at.getTime() + CODE_VALID_MINUTES * MINUTE);
    // The owner reads it in their account's language; a new address in the page's, which the school's stands in for.
    const schoolLanguage = schoolMailLanguage(await store.school.read());
    const mail = owner
      ? accountExistsMail({ to: email, language: recipientLanguage(owner, schoolLanguage) }, new URL(`/${owner.position}/login`, siteUrl))
      : signupCodeMail({ to: email, language: requestedLanguage() ?? schoolLanguage }, code, CODE_VALID_MINUTES);
    try {
      await transactionWithMail(deps, async (tx, queue) => {
        await tx.signupCodes.issue(email, hashSignupCode(code, email, secret), at, expiresAt);
        queue({ ...mail, sendBefore: expiresAt });
      });
    } catch (error) {
      console.error(`the sign-up mail to ${email} could not be queued:`, error instanceof Error ? error.message : error);
      await mailThrottle.refund(email, c.var.clientIp);
      fail(502, authApiMessages.codeNotSent);
    }
    await c.var.audit('signup.code-requested', { actor: email });
    return compressedJson(c, { message: authApiMessages.codeSent(email) });
  });

  app.post('/student/otp', jsonBody(signupCompleteSchema), async (c) => {
    const { otp, fname, email, password, contact } = c.req.valid('json');
    const live = await store.signupCodes.findLive(email, now(), CODE_MAX_TRIES);
    // The try is taken and the code compared before any password is hashed: guesses cost no CPU.
    const opens = live && (await store.signupCodes.claimTry(live.id, CODE_MAX_TRIES)) && signupCodeMatches(otp, email, live.codeHash, secret);
    const created = opens
      ? await createStudent(store, live.id, { fname, email, contact, position: 'student', passwordHash: await hashPassword(password) }, now())
      : undefined;
    if (!created) {
      await c.var.audit('signup.wrong-code', { actor: email });
      fail(400, otpMessages.wrong);
    }
    await c.var.audit('signup.completed', { actor: email, target: `student ${created._id}` });
    return compressedJson(c, { message: authApiMessages.created }, 201);
  });

  return app;
}

/**
 * What a refused code request is told: the per-address limits keep their own messages; the
 * wider ones say `throttled` (sign-up's, unless a reset's is given).
 */
export function refusalMessage(
  refusedBy: 'minute' | 'hour' | 'client' | undefined,
  retryAfterMs: number,
  throttled: (wait: string) => string = authApiMessages.signupThrottled,
): string {
  if (refusedBy === 'minute') return authApiMessages.codeTooSoon;
  if (refusedBy === 'hour') return authApiMessages.codeTooOften;
  return throttled(waitText.minutes(retryAfterMs));
}

type NewStudent = Parameters<Store['users']['create']>[0];

/**
 * Spends the code and creates the account in one transaction, so a crash leaves either both
 * done or neither. Answers the new user, or undefined when the code was spent meanwhile (the
 * same code sent twice at once) or the address registered meanwhile.
 */
async function createStudent(store: Store, codeId: number, student: NewStudent, at: Date): Promise<User | undefined> {
  try {
    return await store.transaction(async (tx) => ((await tx.signupCodes.spend(codeId)) ? tx.users.create(student, at) : undefined));
  } catch (error) {
    // Registered meanwhile: as for any code that does not open an account.
    if (error instanceof EmailTakenError) return undefined;
    throw error;
  }
}
