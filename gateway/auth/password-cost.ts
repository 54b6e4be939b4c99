import * as z from 'zod/mini';
import { ConfigError } from '../config.ts';

/** scrypt's cost: N (work and memory a hash), r (block size), p (lanes). */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** Every school's cost: about 50 ms of one core and 16 MB a hash. */
export const SCHOOL_COST: Readonly<PasswordCost> = { N: 16384, r: 8, p: 1 };

/** scrypt's cheapest: the test runs make and log in thousands of accounts. */
export const TEST_COST: Readonly<PasswordCost> = { N: 16, r: 1, p: 1 };

/** The one value the test runs set; a school leaves the variable unset. */
export const CHEAP_FOR_TESTS = 'cheap-for-tests';

const setting = z.optional(z.literal(CHEAP_FOR_TESTS, { error: `PASSWORD_HASH_COST may only be ${CHEAP_FOR_TESTS}, which the test runs set; a school leaves it unset` }));

/**
 * The cost new hashes are made at: the school's, unless PASSWORD_HASH_COST=cheap-for-tests
 * (which the test runs set: gateway/testing/test-processes-env.ts). Any other value stops start-up.
 *
 * @param env the environment to read; the process's by default
 * @example const cost = passwordCost(); // SCHOOL_COST on a school's server
 */
export function passwordCost(env: Record<string, string | undefined> = process.env): Readonly<PasswordCost> {
  const parsed = setting.safeParse(env.PASSWORD_HASH_COST || undefined);
  if (!parsed.success) throw new ConfigError(`Invalid environment:\n  ${parsed.error.issues.map((issue) => issue.message).join('\n  ')}`);
  return parsed.data === CHEAP_FOR_TESTS ? TEST_COST : SCHOOL_COST;
}
