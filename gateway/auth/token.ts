import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '../../contract/languages.ts';
import type { Position, User } from '../db/index.ts';

/** Every role a token may carry. */
const POSITIONS: readonly Position[] = ['student', 'tutor', 'guardian'];

/** One day, as the product's tokens last. */
export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * What a token says about its holder; `aud` is the user's id, `sv` their session version, `lang`
 * the language they chose, which pages switch to before they paint (src/lib/session/page-scripts.ts).
 */
export interface TokenClaims {
  name: string;
  position: Position;
  lang?: Language;
  aud: string;
  sv: number;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

// HMAC-SHA256 on the main thread takes microseconds. WebCrypto would queue each check in
// libuv's thread pool, behind the scrypt jobs of a login flood.
const signature = (content: string, secret: string) => createHmac('sha256', secret).update(content).digest();

/** An HS256 JWT for `user`, valid one day, tied to their current session version. */
export function issueToken(user: User, sessionVersion: number, secret: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: TokenClaims = {
    name: user.fname,
    position: user.position,
    ...(user.language && { lang: user.language }),
    aud: user._id,
    sv: sessionVersion,
    iat,
    exp: iat + TOKEN_LIFETIME_SECONDS,
  };
  const content = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${content}.${signature(content, secret).toString('base64url')}`;
}

/** The claims of an HS256 token signed with `secret` and unexpired at `now`, or null. */
export function readVerifiedToken(token: string, secret: string, now: Date): TokenClaims | null {
  const [header, payload, signed, ...rest] = token.split('.');
  if (!header || !payload || !signed || rest.length > 0) return null;
  // Compared as text in its one canonical spelling: decoding first would let padding, trailing bits
  // or standard base64 pass as the same signature, so one token would have many accepted forms.
  const expected = Buffer.from(signature(`${header}.${payload}`, secret).toString('base64url'));
  const actual = Buffer.from(signed);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const alg = parseJson(header)?.alg;
  const claims = parseJson(payload);
  if (alg !== 'HS256' || !claims || !hasClaimShapes(claims)) return null;
  return isUnexpired(claims, now) ? claims : null;
}

/** Whether verified claims are still within their lifetime at `now`. */
export function isUnexpired(claims: TokenClaims, now: Date): boolean {
  return claims.exp > now.getTime() / 1000;
}

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function hasClaimShapes(claims: Record<string, unknown>): claims is Record<string, unknown> & TokenClaims {
  return (
    typeof claims.aud === 'string' &&
    Number.isInteger(claims.sv) &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number' &&
    POSITIONS.includes(claims.position as Position)
  );
}
