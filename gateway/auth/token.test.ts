import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import type { User } from '../db/index.ts';
import { otherSpellingsOf, tokenWithUrlCharacters } from '../testing/token-spellings.ts';
import { issueToken, readVerifiedToken } from './token.ts';

const secret = 'a-signing-secret-of-at-least-32-characters';
const user: User = { _id: 'u1', fname: 'Asha', email: 'asha@school.test', contact: '9876543210', position: 'student', blocked: false };
const now = new Date('2026-11-22T10:00:00Z');

describe('tokens', () => {
  it('carry name, position, id and session version, for one day', () => {
    const claims = readVerifiedToken(issueToken(user, 3, secret, now), secret, now);
    expect(claims).toEqual({ name: 'Asha', position: 'student', aud: 'u1', sv: 3, iat: now.getTime() / 1000, exp: now.getTime() / 1000 + 86400 });
  });

  it('are standard HS256 JWTs: one signed elsewhere with the secret reads the same', async () => {
    const iat = now.getTime() / 1000;
    const standard = await sign({ name: 'Asha', position: 'student', aud: 'u1', sv: 0, iat, exp: iat + 60 }, secret, 'HS256');
    expect(readVerifiedToken(standard, secret, now)).toMatchObject({ aud: 'u1', sv: 0 });
  });

  it('are refused when expired, tampered with, signed with another secret or malformed', () => {
    const token = issueToken(user, 0, secret, now);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), position: 'tutor' })).toString('base64url');
    expect(readVerifiedToken(token, secret, new Date(now.getTime() + 86400_000))).toBeNull();
    expect(readVerifiedToken(`${header}.${forged}.${signature}`, secret, now)).toBeNull();
    expect(readVerifiedToken(token, `${secret}-other`, now)).toBeNull();
    for (const malformed of ['', 'a.b', 'a.b.c', `${token}.extra`, `${header}.${payload}.`]) expect(readVerifiedToken(malformed, secret, now)).toBeNull();
  });

  it('are refused in any spelling of the signature but the canonical base64url', () => {
    const token = tokenWithUrlCharacters((sv) => issueToken(user, sv, secret, now));
    expect(readVerifiedToken(token, secret, now)).not.toBeNull();
    const spellings = otherSpellingsOf(token);
    expect(spellings).toHaveLength(3);
    for (const respelled of spellings) expect(readVerifiedToken(respelled, secret, now), respelled).toBeNull();
  });

  it('are refused without a session version, as tokens from before versions were', async () => {
    const iat = now.getTime() / 1000;
    const old = await sign({ name: 'Asha', position: 'student', aud: 'u1', iat, exp: iat + 60 }, secret, 'HS256');
    expect(readVerifiedToken(old, secret, now)).toBeNull();
  });
});
