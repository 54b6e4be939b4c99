import { fieldOf } from '../../lib/content/list-answer.ts';
import { showUserName } from '../../lib/session/greeting.ts';
import { $user, signIn } from '../../stores/auth.ts';
import { serverMessages } from '../../../contract/strings/common.ts';

/**
 * Keeps the token a profile save answers with, which carries the new name, and shows that name
 * in the header at once, as the next page's shell would. A password change answers one too: the
 * session that goes on while every other ends.
 *
 * @returns the saved user from the answer `{user, token}`; nothing from a password change's `{token}`
 */
export function keepFreshToken(answer: unknown): unknown {
  const token = fieldOf(answer, 'token');
  if (typeof token === 'string') {
    try {
      // The same user: nothing saved is deleted, so the promise need not be awaited.
      void signIn(token);
    } catch {
      throw new Error(serverMessages.storageBlocked);
    }
    const claims = $user.get();
    if (claims) showUserName(claims.position, claims.name);
  }
  return fieldOf(answer, 'user');
}
