import { atom } from 'nanostores';
import { keepSavedDataOnlyFor } from '../lib/offline/saved-data.ts';
import { LANGUAGE_COOKIE } from '../../contract/languages.ts';
import { languageCookie } from '../lib/language/switch-language.ts';
import { readToken, storedToken } from '../lib/session/token.ts';

/** The product keeps the token in local storage under this key (spec §3). */
const TOKEN_KEY = 'token';

/** The signed-in user's token, shared by every island, and kept the same as other tabs'. */
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
  // The account's own language, so the next page comes in it at once rather than again after the guard's check.
  const language = readToken(token, Date.now() / 1000)?.lang;
  if (language) document.cookie = languageCookie(LANGUAGE_COOKIE, language);
  return keepSavedDataForSignedInUser();
}

/**
 * Forgets the token, and everything saved for offline reading; await it before leaving the page.
 * A tab still holding a token someone has since replaced (another login in another tab) forgets
 * only its own copy: the newer session and its saved data are not this tab's to end.
 */
export function signOut(): Promise<void> {
  const mine = $token.get();
  $token.set(null);
  try {
    if (storedToken() !== mine) return Promise.resolve();
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage blocked: the token was never kept there either.
  }
  return forgetAllBut(null);
}

/** Tells the service worker whose data it may keep: the signed-in user's, or nobody's. */
export function keepSavedDataForSignedInUser(): Promise<void> {
  const claims = $user.get();
  return forgetAllBut(claims && { id: claims.aud, position: claims.position });
}

/** Never fails: a sign-in or sign-out goes on even if the browser will not clear its caches. */
function forgetAllBut(owner: Parameters<typeof keepSavedDataOnlyFor>[0]): Promise<void> {
  return keepSavedDataOnlyFor(owner).catch(() => undefined);
}

// A login or logout in another tab: this one follows, so it never sends a token that was replaced.
if (typeof window !== 'undefined') {
  addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) $token.set(storedToken());
  });
}
