/**
 * The same token with its signature spelled otherwise, each decoding to the same bytes: with `=`
 * padding, with the unused low bits of the last character set, and, when the signature holds a
 * `-` or `_`, in the standard base64 alphabet (`+`, `/`).
 *
 * @param token a token in its canonical spelling
 * @example for (const respelled of otherSpellingsOf(token)) expect(readVerifiedToken(respelled, secret, now)).toBeNull()
 */
export function otherSpellingsOf(token: string): string[] {
  const content = token.slice(0, token.lastIndexOf('.'));
  const signature = token.slice(token.lastIndexOf('.') + 1);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  // 32 bytes fill 43 characters, the last carrying 2 unused bits.
  const last = alphabet.indexOf(signature.at(-1) ?? '');
  const trailingBits = `${signature.slice(0, -1)}${alphabet[last | 0b11]}`;
  const standard = signature.replaceAll('-', '+').replaceAll('_', '/');
  return [`${signature}=`, trailingBits, ...(standard === signature ? [] : [standard])].map((spelling) => `${content}.${spelling}`);
}

/**
 * A token from `issue` whose signature holds a `-` or `_`, so that every spelling of
 * `otherSpellingsOf` differs from it (three in four tokens do; the first few tries find one).
 *
 * @param issue issues a token for its argument, a count each try changes
 * @example const token = tokenWithUrlCharacters((sv) => issueToken(user, sv, secret, now))
 */
export function tokenWithUrlCharacters(issue: (attempt: number) => string): string {
  for (let attempt = 0; ; attempt += 1) {
    const token = issue(attempt);
    if (/[-_]/.test(token.slice(token.lastIndexOf('.') + 1))) return token;
  }
}
