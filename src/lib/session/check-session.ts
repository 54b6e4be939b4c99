import { loginHref } from '../../navigation/sections.ts';
import { $user, signOut } from '../../stores/auth.ts';
import { showToastOnNextPage } from '../../stores/toasts.ts';
import { ApiError, callApi } from '../api/client.ts';

/**
 * Asks the server whether the stored session still stands. A blocked, removed or expired
 * account is signed out (its saved answers and files deleted) and sent to its login with the
 * server's reason; being offline is not a reason to sign anyone out.
 */
export async function checkSession(): Promise<void> {
  const user = $user.get();
  if (!user) return;
  try {
    await callApi('/session');
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    await signOut();
    showToastOnNextPage('error', error.message);
    location.replace(loginHref(user.position));
  }
}
