import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.ts';
import { passwordCost, SCHOOL_COST, TEST_COST } from './password-cost.ts';

describe('password hash cost', () => {
  it("is the school's cost, unchanged, where nothing sets it", () => {
    expect(passwordCost({})).toEqual({ N: 16384, r: 8, p: 1 });
    expect(passwordCost({ PASSWORD_HASH_COST: '' })).toBe(SCHOOL_COST);
  });

  it('is cheap only when a test run asks for it by name', () => {
    expect(passwordCost({ PASSWORD_HASH_COST: 'cheap-for-tests' })).toBe(TEST_COST);
  });

  it('stops start-up on any other value', () => {
    for (const value of ['cheap', '16', 'true']) {
      expect(() => passwordCost({ PASSWORD_HASH_COST: value })).toThrow(ConfigError);
    }
    expect(() => passwordCost({ PASSWORD_HASH_COST: 'low' })).toThrow(/PASSWORD_HASH_COST may only be cheap-for-tests/);
  });
});
