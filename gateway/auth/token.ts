import { sign, verify } from 'hono/jwt';
import type { Position, User } from '../db/index.ts';

/** One day, as the product's tokens last. */
const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

/** What a token says about its holder; `aud` is the user's id. */
export interface TokenClaims {
  name: string;
  position: Position;
  aud: string;
  iat: number;
  exp: number;
}

export function issueToken(user: User, secret: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: TokenClaims = { name: user.fname, position: user.position, aud: user._id, iat, exp: iat + TOKEN_LIFETIME_SECONDS };
  return sign({ ...claims }, secret, 'HS256');
}

/** The claims of a token signed with `secret` and not expired, or null. */
export async function readVerifiedToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const claims = await verify(token, secret, 'HS256');
    const valid =
      typeof claims.aud === 'string' && typeof claims.iat === 'number' && (claims.position === 'student' || claims.position === 'tutor');
    return valid ? (claims as unknown as TokenClaims) : null;
  } catch {
    return null;
  }
}
