import { describe, expect, it } from 'vitest';
import { readToken } from './token.ts';

const NOW = 1_800_000_000;

function tokenWith(claims: object, signature = 'c2ln'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${signature}`;
}

const claims = { name: 'Asha', position: 'student', aud: 'user-1', iat: NOW - 10, exp: NOW + 100 };

describe('readToken', () => {
  it('reads name, position and the user id from the audience', () => {
    expect(readToken(tokenWith(claims), NOW)).toMatchObject({ name: 'Asha', position: 'student', aud: 'user-1' });
  });

  it('decodes names beyond ASCII', () => {
    expect(readToken(tokenWith({ ...claims, name: 'Zoë Ñandú' }), NOW)?.name).toBe('Zoë Ñandú');
  });

  it('treats an expired token as none', () => {
    expect(readToken(tokenWith({ ...claims, exp: NOW }), NOW)).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['garbage', 'not-a-token'],
    ['a payload that is not JSON', 'a.bm90IGpzb24.c'],
    ['an unknown position', tokenWith({ ...claims, position: 'admin' })],
    ['no audience', tokenWith({ ...claims, aud: undefined })],
  ])('gives null for %s', (_, token) => {
    expect(readToken(token, NOW)).toBeNull();
  });
});
