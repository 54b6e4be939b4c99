import { isUnexpired, readVerifiedToken, type TokenClaims } from './token.ts';

/** Tokens remembered at most by one check; past this the oldest is forgotten, and verified again should it come back. */
export const REMEMBERED_TOKENS = 5_000;

/**
 * Reads tokens as `readVerifiedToken` does, remembering the claims of each one that verified: a
 * page sends the same token with every call, and what its signature proves cannot change, so
 * the HMAC and the JSON are worked out once per token, not once per call. Only verified tokens
 * are remembered, and expiry is compared at every call. What a token cannot prove (that its
 * account still exists, is not blocked and keeps its session version) the caller still reads
 * from the database at every call, so a block or a logout ends a session at once.
 *
 * @param secret the signing secret the tokens must be signed with
 * @example const claimsOf = verifiedTokens(deps.secret); const claims = claimsOf(token, deps.now());
 */
export function verifiedTokens(secret: string): (token: string, now: Date) => TokenClaims | null {
  const remembered = new Map<string, TokenClaims>();
  return function claimsOf(token, now) {
    const known = remembered.get(token);
    const claims = known ?? readVerifiedToken(token, secret, now);
    if (!claims) return null;
    if (!known) {
      remembered.set(token, claims);
      if (remembered.size > REMEMBERED_TOKENS) remembered.delete(remembered.keys().next().value as string);
    }
    return isUnexpired(claims, now) ? claims : null;
  };
}
