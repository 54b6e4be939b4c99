import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Limits } from '../config.ts';
import type { Store } from '../db/index.ts';
import { limitKey } from './limit-key.ts';

const MINUTE_SECONDS = 60;

/** Failed logins an account may have in 15 minutes before it must wait. */
const ACCOUNT_FAILURES_ALLOWED = 10;
/** The first wait of a throttled account, doubled at each further lockout within a day, up to an hour. */
const FIRST_LOCKOUT_SECONDS = 5 * MINUTE_SECONDS;
const LONGEST_LOCKOUT_SECONDS = 60 * MINUTE_SECONDS;

/**
 * The outcome of asking for a try: go ahead, or wait `retryAfterMs`. `firstRefusal` marks the
 * refusal that closed the window, so the audit log records a throttle once, not every knock.
 */
type Turn = { allowed: true } | { allowed: false; retryAfterMs: number; firstRefusal: boolean };

/** One allowance: a limiter and the key it counts under. */
type Allowance = readonly [limiter: RateLimiterAbstract, key: string];

/** A refusal says which allowance refused (its index) and how long until it has a point again. */
type Claim = (Turn & { allowed: true; consumed: number[] }) | (Turn & { allowed: false; refusedAt: number });

/**
 * Takes a point from each allowance in turn. A window that has already refused answers from a
 * read alone, before anything is taken, so a flood costs the database no writes. A refusal
 * gives back the points already taken, since nothing was done with them.
 */
async function claimAll(allowances: readonly Allowance[]): Promise<Claim> {
  for (const [refusedAt, [limiter, key]] of allowances.entries()) {
    const seen = await limiter.get(key);
    if (seen && seen.consumedPoints > limiter.points) return { allowed: false, retryAfterMs: seen.msBeforeNext, firstRefusal: false, refusedAt };
  }
  const consumed: number[] = [];
  for (const [refusedAt, [limiter, key]] of allowances.entries()) {
    try {
      consumed.push((await limiter.consume(key)).consumedPoints);
    } catch (refusal) {
      // Anything but a RateLimiterRes is the store failing, not a limit being reached.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      await Promise.all(allowances.slice(0, refusedAt).map(([taken, takenKey]) => taken.reward(takenKey)));
      return { allowed: false, retryAfterMs: refusal.msBeforeNext, firstRefusal: refusal.consumedPoints === limiter.points + 1, refusedAt };
    }
  }
  return { allowed: true, consumed };
}

/**
 * Login throttling. Every attempt takes a point per client address and per account before the
 * password is checked (so attempts sent at once all count); a success gives the address its
 * point back and clears the account's failures, so only failures add up. The account key is
 * the address typed, whether or not it has an account, so a throttled answer reveals nothing.
 */
export function loginThrottle(store: Store, limits: Limits) {
  const failuresByIp = store.rateLimits.limiter({ keyPrefix: 'login-ip', points: limits.loginFailuresPerIp, durationSeconds: 15 * MINUTE_SECONDS });
  const failuresByAccount = store.rateLimits.limiter({ keyPrefix: 'login-account', points: ACCOUNT_FAILURES_ALLOWED, durationSeconds: 15 * MINUTE_SECONDS });
  const lockoutsByAccount = store.rateLimits.limiter({ keyPrefix: 'login-lockouts', points: 1_000, durationSeconds: 24 * 60 * MINUTE_SECONDS });

  return {
    /** Claims an attempt for `email` from `ip`, or says how long to wait, even with the right password. */
    async claim(email: string, ip: string): Promise<Turn & { startsLockout: boolean }> {
      const turn = await claimAll([
        [failuresByIp, limitKey(ip)],
        [failuresByAccount, email],
      ]);
      return { ...turn, startsLockout: turn.allowed && turn.consumed[1] === ACCOUNT_FAILURES_ALLOWED };
    },

    /**
     * The claimed attempt failed; the one that used up the account's tries starts a wait that
     * grows with each lockout. Answers whether it did.
     */
    async failed(email: string, claim: { startsLockout: boolean }): Promise<boolean> {
      if (!claim.startsLockout) return false;
      const lockouts = (await lockoutsByAccount.consume(email)).consumedPoints;
      await failuresByAccount.block(email, Math.min(FIRST_LOCKOUT_SECONDS * 2 ** (lockouts - 1), LONGEST_LOCKOUT_SECONDS));
      return true;
    },

    async succeeded(email: string, ip: string): Promise<void> {
      await Promise.all([failuresByIp.reward(limitKey(ip)), failuresByAccount.delete(email)]);
    },
  };
}

/**
 * Limits on sign-up code mails: per address asked for (one a minute, five an hour), per client
 * address (generous enough for a class behind one school address), and overall, so that no
 * number of addresses turns the server into a mail cannon. Each is one atomic count in the
 * database, so requests sent at once cannot slip past. Password reset codes take the same
 * limits: the per-address counts apart (`addressPrefix`), so an account-exists note from a
 * sign-up does not hold back the reset it points to; the client's and the overall counts shared.
 */
export function signupMailThrottle(store: Store, limits: Limits, addressPrefix = 'signup-mail-address') {
  const perMinute = store.rateLimits.limiter({ keyPrefix: `${addressPrefix}-minute`, points: 1, durationSeconds: MINUTE_SECONDS });
  const perHour = store.rateLimits.limiter({ keyPrefix: `${addressPrefix}-hour`, points: 5, durationSeconds: 60 * MINUTE_SECONDS });
  const byIp = store.rateLimits.limiter({ keyPrefix: 'signup-mail-ip', points: limits.signupMailsPerIp, durationSeconds: 15 * MINUTE_SECONDS });
  const overall = store.rateLimits.limiter({ keyPrefix: 'signup-mail-all', points: limits.signupMailsPerHour, durationSeconds: 60 * MINUTE_SECONDS });
  // The client's allowance first: a flood from one client is refused by it alone.
  const allowances = (email: string, ip: string): Allowance[] => [
    [byIp, limitKey(ip)],
    [perMinute, email],
    [perHour, email],
    [overall, 'all'],
  ];

  return {
    /** Takes one mail from every allowance, or says which refused (`refusedBy`) and how long to wait. */
    async claim(email: string, ip: string): Promise<Turn & { refusedBy?: 'minute' | 'hour' | 'client' }> {
      const turn = await claimAll(allowances(email, ip));
      if (turn.allowed) return turn;
      return { ...turn, refusedBy: (['client', 'minute', 'hour', 'client'] as const)[turn.refusedAt] };
    },

    /** Gives the mail back when it could not be sent. */
    async refund(email: string, ip: string): Promise<void> {
      await Promise.all(allowances(email, ip).map(([limiter, key]) => limiter.reward(key)));
    },
  };
}

/**
 * Uploads per tutor account per hour: a stolen token cannot fill the school's disk at line
 * speed, while a tutor putting up a term's notes in an evening never meets the limit.
 */
export function uploadThrottle(store: Store, limits: Limits) {
  const perAccount = store.rateLimits.limiter({ keyPrefix: 'uploads-account', points: limits.uploadsPerHour, durationSeconds: 60 * MINUTE_SECONDS });
  return {
    claim: (userId: string): Promise<Turn> => claimAll([[perAccount, userId]]),
  };
}
