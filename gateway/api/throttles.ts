import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Limits } from '../config.ts';
import type { Store } from '../db/index.ts';

const MINUTE = 60;

/** Failed logins an account may have in 15 minutes before it must wait. */
export const ACCOUNT_FAILURES_ALLOWED = 10;
/** The first wait of a throttled account, doubled at each further lockout within a day, up to an hour. */
const FIRST_LOCKOUT_SECONDS = 5 * MINUTE;
const LONGEST_LOCKOUT_SECONDS = 60 * MINUTE;

/** The outcome of asking for a try: go ahead, or wait `retryAfterMs`. */
type Turn = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Takes one point from `limiter` for `key`; a refusal says how long until the next point. */
async function takePoint(limiter: RateLimiterAbstract, key: string): Promise<Turn & { consumed: number }> {
  try {
    const result = await limiter.consume(key);
    return { allowed: true, consumed: result.consumedPoints };
  } catch (refusal) {
    // Anything but a RateLimiterRes is the store failing, not a limit being reached.
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return { allowed: false, retryAfterMs: refusal.msBeforeNext, consumed: refusal.consumedPoints };
  }
}

/**
 * Login throttling. Every attempt takes a point per account and per client address before the
 * password is checked (so attempts sent at once all count), and a success gives them back:
 * only failures add up. The account key is the address typed, whether or not it has an
 * account, so a throttled answer reveals nothing about who is registered.
 */
export function loginThrottle(store: Store, limits: Limits) {
  const failuresByAccount = store.rateLimits.limiter({ keyPrefix: 'login-account', points: ACCOUNT_FAILURES_ALLOWED, durationSeconds: 15 * MINUTE });
  const lockoutsByAccount = store.rateLimits.limiter({ keyPrefix: 'login-lockouts', points: 1_000, durationSeconds: 24 * 60 * MINUTE });
  const failuresByIp = store.rateLimits.limiter({ keyPrefix: 'login-ip', points: limits.loginFailuresPerIp, durationSeconds: 15 * MINUTE });

  return {
    /** Claims an attempt for `email` from `ip`, or says how long to wait, even with the right password. */
    async claim(email: string, ip: string): Promise<Turn & { startsLockout: boolean }> {
      const byIp = await takePoint(failuresByIp, ip);
      if (!byIp.allowed) return { ...byIp, startsLockout: false };
      const byAccount = await takePoint(failuresByAccount, email);
      return { ...byAccount, startsLockout: byAccount.allowed && byAccount.consumed === ACCOUNT_FAILURES_ALLOWED };
    },

    /** The claimed attempt failed; the one that used up the account's tries starts a growing wait. */
    async failed(email: string, claim: { startsLockout: boolean }): Promise<void> {
      if (!claim.startsLockout) return;
      const lockouts = (await lockoutsByAccount.consume(email)).consumedPoints;
      const seconds = Math.min(FIRST_LOCKOUT_SECONDS * 2 ** (lockouts - 1), LONGEST_LOCKOUT_SECONDS);
      await failuresByAccount.block(email, seconds);
    },

    /** The claimed attempt succeeded: it costs the address nothing and clears the account's failures. */
    async succeeded(email: string, ip: string): Promise<void> {
      await Promise.all([failuresByIp.reward(ip), failuresByAccount.delete(email)]);
    },
  };
}

/**
 * Limits on sign-up code mails: per client address, generous enough for a class behind one
 * school address, and overall, so that no number of addresses can turn the server into a
 * mail cannon.
 */
export function signupMailThrottle(store: Store, limits: Limits) {
  const byIp = store.rateLimits.limiter({ keyPrefix: 'signup-mail-ip', points: limits.signupMailsPerIp, durationSeconds: 15 * MINUTE });
  const overall = store.rateLimits.limiter({ keyPrefix: 'signup-mail-all', points: limits.signupMailsPerHour, durationSeconds: 60 * MINUTE });

  return {
    /** Takes one mail from both allowances, or says how long to wait. */
    async claim(ip: string): Promise<Turn> {
      const fromIp = await takePoint(byIp, ip);
      if (!fromIp.allowed) return fromIp;
      const fromAll = await takePoint(overall, 'all');
      // Refused overall: this address has not had its mail.
      if (!fromAll.allowed) await byIp.reward(ip);
      return fromAll;
    },

    /** Gives the mail back when it could not be sent. */
    async refund(ip: string): Promise<void> {
      await Promise.all([byIp.reward(ip), overall.reward('all')]);
    },
  };
}
