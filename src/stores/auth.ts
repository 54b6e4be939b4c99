import { atom } from 'nanostores';
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

export function signIn(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  $token.set(token);
}

export function signOut(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } finally {
    $token.set(null);
  }
}
