import { createHmac, timingSafeEqual } from 'node:crypto';
import { isDigestKind, type DigestKind } from '../../contract/records/digests.ts';

/** Whose digest a token stops. */
export interface UnsubscribeTarget {
  userId: string;
  kind: DigestKind;
}

/** A token that is no token at all (cut short, or made up): 400, where a wrong signature is 404. */
export class MalformedTokenError extends Error {}

/** Kept apart from every other use of the secret (logins, code hashes). */
const PURPOSE = 'studyhall digest unsubscribe';

function signatureOf(secret: string, { userId, kind }: UnsubscribeTarget): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${kind}\n${userId}`).digest();
}

/**
 * The token of a digest's one-click unsubscribe: `kind.userId.signature`, an HMAC with the
 * server's secret. Nothing is stored, so every mail of an account's digest carries the same link
 * and it never runs out; it can only turn that one digest off (decision 025).
 *
 * @example unsubscribeToken(secret, { userId, kind: 'weekly' }) // 'weekly.4f….Xk…'
 */
export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  return `${target.kind}.${target.userId}.${signatureOf(secret, target).toString('base64url')}`;
}

/**
 * Whose digest `token` stops, or undefined when its signature is wrong. Throws
 * MalformedTokenError for something not shaped as a token.
 */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | undefined {
  const [kind = '', userId = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !isDigestKind(kind) || !/^[\w-]{1,64}$/.test(userId) || !/^[\w-]{43}$/.test(signature)) throw new MalformedTokenError(token);
  const target = { userId, kind };
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, target);
  return given.length === expected.length && timingSafeEqual(given, expected) ? target : undefined;
}
