import { describe, expect, it } from 'vitest';
import { shellText } from '../../strings/auth.ts';
import { capitalise, greetingFor } from './greeting.ts';

describe('tutor greeting by hour (spec §2: above 5 and below 12, above 12 and below 15)', () => {
  it.each([
    [0, shellText.evening],
    [5, shellText.evening],
    [6, shellText.morning],
    [11, shellText.morning],
    [12, shellText.evening],
    [13, shellText.afternoon],
    [14, shellText.afternoon],
    [15, shellText.evening],
    [23, shellText.evening],
  ])('at %i:00 says %s', (hour, expected) => {
    expect(greetingFor(hour, shellText)).toBe(expected);
  });
});

describe('capitalise', () => {
  it('raises only the first letter', () => {
    expect(capitalise('asha rao')).toBe('Asha rao');
    expect(capitalise('')).toBe('');
  });
});
