import { describe, expect, it } from 'vitest';
import { isPathUnder } from './path-under.ts';

describe('isPathUnder', () => {
  it('takes the prefix itself and the paths below it', () => {
    expect(isPathUnder('/api', '/api')).toBe(true);
    expect(isPathUnder('/api/', '/api')).toBe(true);
    expect(isPathUnder('/api/student/home/events', '/api')).toBe(true);
  });

  it('refuses a path that only starts with the same letters, or another one', () => {
    expect(isPathUnder('/apidocs', '/api')).toBe(false);
    expect(isPathUnder('/healthz', '/api')).toBe(false);
    expect(isPathUnder('/', '/api')).toBe(false);
    expect(isPathUnder('/student/api', '/api')).toBe(false);
  });
});
