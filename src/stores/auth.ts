import { atom } from 'nanostores';
import { keepSavedDataOnlyFor } from '../lib/offline/saved-data.ts';
import { readToken, storedToken } from '../lib/session/token.ts';

/** The product keeps the token in local storage under this key (spec §3). */
const TOKEN_KEY = 'token';

/** The signed-in user's token, shared by every island. */
export const $token = atom<string | null>(storedToken());

/**
 * What the token says about its holder, or null when signed out or expired, read afresh at each
 * `get()` so an expiry counts at once. Nothing subscribes to it, so it is no computed store:
 * nanostores' `computed` would add half a KB of gzip to every page.
 */
export const $user = { get: () => readToken($token.get(), Date.now() / 1000) };

/**
 * Keeps the token (throws if the browser refuses storage). The returned promise settles once
 * everything saved for offline reading by anyone else is gone: await it before opening a page.
 */
export function signIn(token: string): Promise<void> {
  localStorage.setItem(TOKEN_KEY, token);
  $token.set(token);
  const claims = $user.get();
  return forgetAllBut(claims && { id: claims.aud, position: claims.position });
}

/** Forgets the token, and everything saved for offline reading; await it before leaving the page. */
export function signOut(): Promise<void> {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } finally {
    $token.set(null);
  }
  return forgetAllBut(null);
}

/** Never fails: a sign-in or sign-out goes on even if the browser will not clear its caches. */
function forgetAllBut(owner: Parameters<typeof keepSavedDataOnlyFor>[0]): Promise<void> {
  return keepSavedDataOnlyFor(owner).catch(() => undefined);
}
