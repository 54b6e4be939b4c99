import { describe, expect, it, vi } from 'vitest';
import type { User } from '../db/index.ts';
import * as token from './token.ts';
import { REMEMBERED_TOKENS, verifiedTokens } from './verified-tokens.ts';

const secret = 'a-signing-secret-of-at-least-32-characters';
const user: User = { _id: 'u1', fname: 'Asha', email: 'asha@school.test', contact: '9876543210', position: 'student', blocked: false };
const now = new Date('2026-11-22T10:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('verified tokens', () => {
  it('verify a token once, however often it is sent, and answer its claims each time', () => {
    const verify = vi.spyOn(token, 'readVerifiedToken');
    const claimsOf = verifiedTokens(secret);
    const issued = token.issueToken(user, 3, secret, now);
    for (let call = 0; call < 3; call++) expect(claimsOf(issued, later(call))).toMatchObject({ aud: 'u1', sv: 3 });
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockRestore();
  });

  it('still refuse a remembered token once it has expired', () => {
    const claimsOf = verifiedTokens(secret);
    const issued = token.issueToken(user, 0, secret, now);
    expect(claimsOf(issued, now)).not.toBeNull();
    expect(claimsOf(issued, later(token.TOKEN_LIFETIME_SECONDS))).toBeNull();
  });

  it('remember nothing of a forged token: it is refused every time it is sent', () => {
    const claimsOf = verifiedTokens(secret);
    const forged = token.issueToken(user, 0, `${secret}-other`, now);
    expect(claimsOf(forged, now)).toBeNull();
    expect(claimsOf(forged, now)).toBeNull();
  });

  it('forget the oldest past REMEMBERED_TOKENS, verifying it again should it come back', () => {
    const verify = vi.spyOn(token, 'readVerifiedToken');
    const claimsOf = verifiedTokens(secret);
    const first = token.issueToken(user, 0, secret, now);
    claimsOf(first, now);
    for (let sv = 1; sv <= REMEMBERED_TOKENS; sv++) claimsOf(token.issueToken(user, sv, secret, now), now);
    verify.mockClear();
    expect(claimsOf(first, now)).toMatchObject({ sv: 0 });
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockRestore();
  });
});
