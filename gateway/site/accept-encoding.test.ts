import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './accept-encoding.ts';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.2, br;q=0', 'gzip'],
    ['identity', undefined],
    ['BR', 'br'],
    ['gzip;q=nonsense', undefined],
  ])('chooses for %j: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it.each([undefined, null, ''])('sends the plain file without a header (%j)', (header) => {
    expect(preferredEncoding(header)).toBeUndefined();
  });

  it('answers the same after its memory of headers is full', () => {
    for (let index = 0; index < 100; index += 1) preferredEncoding(`gzip;q=0.${index % 10}, x-${index}`);
    expect(preferredEncoding('gzip, br')).toBe('br');
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeUndefined();
  });
});
