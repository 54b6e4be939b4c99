import { COMPILE_CACHE } from '../compile-cache.ts';

/**
 * What the test runs set for themselves and every Node process they start (servers, admin
 * tools): vitest.config.ts and playwright.config.ts. The tests make and log in thousands of
 * accounts, each 50 ms of CPU at the school's hash cost; and the many processes they start
 * reuse one another's compiled modules instead of compiling them again, in the cache the server
 * keeps (compile-cache.ts).
 */
export const TEST_PROCESSES_ENV: Readonly<Record<string, string>> = {
  PASSWORD_HASH_COST: 'cheap-for-tests',
  ...COMPILE_CACHE,
};
