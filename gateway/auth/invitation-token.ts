import { createHash, randomBytes } from 'node:crypto';

/**
 * An invitation link's secret: 256 random bits, far past guessing, so the link needs no tries
 * counted. Only its SHA-256 is stored (a salt or a slow hash adds nothing to a secret this long).
 */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

/** The stored form of a link's secret. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
