import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { TOKEN_LIFETIME_SECONDS } from '../auth/token.ts';
import type { ApiDeps } from './context.ts';

/**
 * The login token again, as an HttpOnly cookie sent only to `/api/uploads`: how `<a href>` and
 * `<img src>` fetch the school's files, which no script can read and no other site can send.
 */
const FILE_COOKIE = 'studyhall_files';
const FILE_COOKIE_PATH = '/api/uploads';

/** Sets the file cookie beside a token just issued: same lifetime, and the same checks on use. */
export function setFileCookie(c: Context, token: string, deps: Pick<ApiDeps, 'publicUrl'>): void {
  setCookie(c, FILE_COOKIE, token, {
    path: FILE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: deps.publicUrl?.protocol === 'https:',
    maxAge: TOKEN_LIFETIME_SECONDS,
  });
}

export function clearFileCookie(c: Context, deps: Pick<ApiDeps, 'publicUrl'>): void {
  deleteCookie(c, FILE_COOKIE, { path: FILE_COOKIE_PATH, secure: deps.publicUrl?.protocol === 'https:' });
}

export function readFileCookie(c: Context): string | undefined {
  return getCookie(c, FILE_COOKIE);
}
