import { describe, expect, it } from 'vitest';
import { capitalise } from './capitalise.ts';

describe('capitalise', () => {
  it('raises only the first letter', () => {
    expect(capitalise('asha rao')).toBe('Asha rao');
    expect(capitalise('')).toBe('');
  });
});
