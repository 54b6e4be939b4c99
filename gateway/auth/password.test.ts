import { afterAll, describe, expect, it, vi } from 'vitest';

// The test runs lower the cost (gateway/testing/test-processes-env.ts); these tests are about the school's.
vi.stubEnv('PASSWORD_HASH_COST', undefined);
const { hashPassword, hashToCheck, UNKNOWN_USER_HASH, verifyPassword } = await import('./password.ts');
afterAll(() => vi.unstubAllEnvs());

/** password.ts as a test run loads it, at the cheap cost. */
async function atTestCost() {
  vi.stubEnv('PASSWORD_HASH_COST', 'cheap-for-tests');
  vi.resetModules();
  try {
    return await import('./password.ts');
  } finally {
    vi.stubEnv('PASSWORD_HASH_COST', undefined);
  }
}

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('Secret#123');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('Secret#123');
    expect(await verifyPassword('Secret#123', hash)).toBe(true);
    expect(await verifyPassword('Secret#124', hash)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('verifies a hash made at another cost: each hash carries its own', async () => {
    const cheap = await atTestCost();
    const cheapHash = await cheap.hashPassword('Secret#123');
    expect(cheapHash).toMatch(/^scrypt\$16\$1\$1\$/);
    expect(await verifyPassword('Secret#123', cheapHash)).toBe(true);
    expect(await cheap.verifyPassword('Secret#123', await hashPassword('Secret#123'))).toBe(true);
    expect(await cheap.verifyPassword('Secret#124', await hashPassword('Secret#123'))).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$$')).toBe(false);
  });
});

describe('hashToCheck', () => {
  it('checks an unknown address and an invited account (no password yet) against the dummy, a real account against its own', async () => {
    const real = await hashPassword('Secret#123');
    expect(hashToCheck(real)).toBe(real);
    expect(hashToCheck(undefined)).toBe(UNKNOWN_USER_HASH);
    expect(hashToCheck('')).toBe(UNKNOWN_USER_HASH);
  });
});
