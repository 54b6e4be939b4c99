import { Hono } from 'hono';
import { authApiMessages } from '../../contract/strings/auth.ts';
import { passwordResetMessages } from '../../contract/strings/password-reset.ts';
import { passwordForgotSchema, passwordResetSchema } from '../../contract/validation/password-reset.ts';
import { hashPassword } from '../auth/password.ts';
import { hashSignupCode, newSignupCode, signupCodeMatches } from '../auth/signup-code.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import type { Position, User } from '../db/index.ts';
import { recipientLanguage, schoolMailLanguage } from '../mail/mail-language.ts';
import { passwordResetMail } from '../mail/messages.ts';
import { transactionWithMail } from '../mail/queue-mail.ts';
import type { RecordAudit } from './audit.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail, failTooMany } from './errors.ts';
import { CODE_MAX_TRIES, CODE_VALID_MINUTES, refusalMessage } from './signup.ts';
import { signupMailThrottle } from './throttles.ts';
import { jsonBody } from './validate.ts';

const MINUTE = 60_000;

/**
 * `POST /password/forgot` `{email, position}` mails a reset code; `POST /password/reset`
 * `{email, position, otp, password}` sets the new password and ends every session.
 *
 * The request is answered the same, after the same work, whatever the address: a code is drawn,
 * hashed and stored for every address (one without an account just never hears of it), in one
 * transaction with its mail for an account; the mail worker sends it after the answer, so
 * neither the words nor the time (an SMTP round trip) tell whether an account exists. Codes, their limits and tries are sign-up's: 10 minutes, 5 tries, and the same mail
 * allowances: per address counted apart from sign-up's, per client and overall counted with it.
 *
 * @param deps the store, mail worker, signing secret, clock and limits
 * @example api.route('/', passwordResetRoutes(deps))
 */
export function passwordResetRoutes(deps: ApiDeps) {
  const { store, secret, now } = deps;
  const mailThrottle = signupMailThrottle(store, deps.limits ?? DEFAULT_LIMITS, 'reset-mail-address');
  const app = new Hono<ApiEnv>();

  app.post('/password/forgot', jsonBody(passwordForgotSchema), async (c) => {
    const { email, position } = c.req.valid('json');
    const turn = await mailThrottle.claim(email, c.var.clientIp);
    if (!turn.allowed) {
      if (turn.firstRefusal) await c.var.audit('password.reset-throttled', { actor: email });
      failTooMany(turn.retryAfterMs, refusalMessage(turn.refusedBy, turn.retryAfterMs, passwordResetMessages.throttled));
    }
    const account = await resettable(deps, email, position);
    const code = newSignupCode();
    const at = now();
    const expiresAt = new Date(at.getTime() + CODE_VALID_MINUTES * MINUTE);
    // Read for every address alike, so the time taken tells nothing of whether an account exists.
    const schoolLanguage = schoolMailLanguage(await store.school.read());
    try {
      await transactionWithMail(deps, async (tx, queue) => {
        await tx.resetCodes[position].issue(email, hashSignupCode(code, email, secret), at, expiresAt);
        if (account) queue({ ...passwordResetMail({ to: email, language: recipientLanguage(account, schoolLanguage) }, code, CODE_VALID_MINUTES), sendBefore: expiresAt });
      });
    } catch (error) {
      console.error(`a password reset code for ${email} could not be kept:`, error instanceof Error ? error.message : error);
      await mailThrottle.refund(email, c.var.clientIp);
      fail(502, authApiMessages.codeNotSent);
    }
    await c.var.audit('password.reset-request', { actor: email, ...(account ? { target: `${position} ${account._id}` } : {}) });
    return compressedJson(c, { message: passwordResetMessages.codeSent });
  });

  app.post('/password/reset', jsonBody(passwordResetSchema), async (c) => {
    const { email, position, otp, password } = c.req.valid('json');
    const codes = store.resetCodes[position];
    const live = await codes.findLive(email, now(), CODE_MAX_TRIES);
    // The try is taken and the code compared before any password is hashed: guesses cost no CPU.
    const opens = live && (await codes.claimTry(live.id, CODE_MAX_TRIES)) && signupCodeMatches(otp, email, live.codeHash, secret);
    const account = opens ? await resettable(deps, email, position) : undefined;
    const changed = live && account && (await setPassword(c.var.audit, deps, { codeId: live.id, position, account, passwordHash: await hashPassword(password) }));
    if (!changed) {
      await c.var.audit('password.reset-failed', { actor: email });
      fail(400, passwordResetMessages.wrongCode);
    }
    return compressedJson(c, { message: passwordResetMessages.done });
  });

  return app;
}

/**
 * The account a reset may reach: of the login page's position and not blocked. A blocked
 * account is answered as one that does not exist: a reset must not get round the school's
 * block, nor tell a stranger that the address is registered.
 */
async function resettable(deps: ApiDeps, email: string, position: Position): Promise<User | undefined> {
  const owner = await deps.store.users.findByEmail(email);
  return owner?.position === position && !owner.blocked ? owner : undefined;
}

interface Reset {
  codeId: number;
  position: Position;
  account: User;
  passwordHash: string;
}

/**
 * Spends the code, sets the password (which moves the session version on, so every token
 * issued ends) and records it, in one transaction. False when the code was spent meanwhile
 * (the same code sent twice at once) or the account went.
 */
async function setPassword(audit: RecordAudit, deps: ApiDeps, { codeId, position, account, passwordHash }: Reset): Promise<boolean> {
  return deps.store.transaction(async (tx) => {
    const spent = await tx.resetCodes[position].spend(codeId);
    if (!spent || !(await tx.users.setPasswordById(account._id, passwordHash, deps.now()))) return false;
    await audit('password.reset', { actor: account.email, target: `${position} ${account._id}` }, tx);
    return true;
  });
}
