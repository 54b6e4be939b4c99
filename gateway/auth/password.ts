import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { passwordCost } from './password-cost.ts';

/** scrypt cost parameters; stored with each hash so they can be raised later without breaking logins. */
const COST = passwordCost();
const KEY_LENGTH = 64;

/**
 * Hashes computed at once: one per core. A login flood then queues here instead of filling
 * libuv's thread pool, which file reads share, and leaves the CPU time other calls need.
 */
const hashing = pLimit(availableParallelism());

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashing(() => deriveNow(password, salt, options));
}

function deriveNow(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with its own random salt: `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of no one's password: checking a login for an unknown address against it
 * costs the same time as a real check, so response times do not reveal who has an account.
 */
export const UNKNOWN_USER_HASH = await hashPassword(randomBytes(16).toString('hex'));

/**
 * The hash a login compares against: the account's, or the dummy for an unknown address and for
 * an invited account that has no password yet (an empty hash, which would answer at once), so
 * the time taken tells neither apart from a real account.
 */
export function hashToCheck(stored: string | undefined): string {
  return stored ? stored : UNKNOWN_USER_HASH;
}
