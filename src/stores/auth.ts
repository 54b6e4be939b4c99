import { atom, computed } from 'nanostores';
import { readToken, storedToken } from '../lib/session/token.ts';

/** The product keeps the token in local storage under this key (spec §3). */
const TOKEN_KEY = 'token';

/** The signed-in user's token, shared by every island. */
export const $token = atom<string | null>(storedToken());

/** What the token says about its holder, or null when signed out or expired. */
export const $user = computed($token, (token) => readToken(token, Date.now() / 1000));

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
