import { describe, expect, it } from 'vitest';
import { byCodeUnits } from './code-unit-order.ts';

describe('byCodeUnits', () => {
  it('orders as sort() does, upper case before lower and digits before both', () => {
    const words = ['b', 'B', '10', '9', 'a', 'a-1', 'a'];
    expect(words.toSorted(byCodeUnits)).toEqual(words.toSorted());
    expect(byCodeUnits('a', 'a')).toBe(0);
    expect(byCodeUnits('a', 'b')).toBeLessThan(0);
    expect(byCodeUnits('b', 'a')).toBeGreaterThan(0);
  });
});
