/**
 * The same token with its signature spelled otherwise, each decoding to the same bytes: with `=`
 * padding, in standard base64, and with the unused low bits of the last character set.
 *
 * @param token a token in its canonical spelling
 * @example for (const respelled of otherSpellingsOf(token)) expect(readVerifiedToken(respelled, secret, now)).toBeNull()
 */
export function otherSpellingsOf(token: string): string[] {
  const content = token.slice(0, token.lastIndexOf('.'));
  const signature = token.slice(token.lastIndexOf('.') + 1);
  const bytes = Buffer.from(signature, 'base64url');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  // 32 bytes fill 43 characters, the last carrying 2 unused bits.
  const last = alphabet.indexOf(signature.at(-1) ?? '');
  const trailingBits = `${signature.slice(0, -1)}${alphabet[last | 0b11]}`;
  const standard = bytes.toString('base64');
  return [`${content}.${signature}=`, `${content}.${standard}`, `${content}.${trailingBits}`];
}
