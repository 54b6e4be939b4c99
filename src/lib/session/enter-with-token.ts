import { sectionHref } from '../../navigation/sections.ts';
import { $user, signIn } from '../../stores/auth.ts';
import { serverMessages } from '../../../contract/strings/common.ts';

/**
 * Keeps the token an answer gave (an invitation accepted, the first admin made) and opens the
 * home of the account it belongs to. Throws with the message to show when the answer carries no
 * token or the browser refuses to keep one.
 */
export async function enterWithToken(answer: unknown): Promise<void> {
  const token = typeof answer === 'object' && answer !== null && 'token' in answer ? answer.token : undefined;
  if (typeof token !== 'string' || token.split('.').length !== 3) throw new Error(serverMessages.noToken);
  try {
    await signIn(token);
  } catch {
    throw new Error(serverMessages.storageBlocked);
  }
  const position = $user.get()?.position;
  if (!position) throw new Error(serverMessages.noToken);
  location.assign(sectionHref(position, 'home'));
}

/** The secret a one-time link carries after `#`: the page never sends it to the server as a path or query. */
export function linkSecret(): string {
  return decodeURIComponent(location.hash.slice(1));
}
