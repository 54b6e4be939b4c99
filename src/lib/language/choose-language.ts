import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_HEADER } from '../../../contract/languages.ts';
import { pageLanguage } from '../../strings/language.ts';
import { readToken, storedToken } from '../session/token.ts';
import { languageCookie, switchLanguage } from './switch-language.ts';

/**
 * Keeps a signed-in reader's choice on their account, so every device follows, and stores the
 * fresh token that names it. A plain fetch rather than the API client: this runs at the foot of
 * every page, the public ones too, which load none of the islands' code. Throws the server's
 * message when the account did not keep it; the original product's API, which has no such call
 * (404), leaves the choice to this device.
 */
async function keepOnAccount(token: string, position: string, language: string): Promise<void> {
  const response = await fetch(`/api/${position}/home/language`, {
    method: 'PUT',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, [LANGUAGE_HEADER]: pageLanguage },
    body: JSON.stringify({ language }),
  });
  if (response.status === 404) return;
  const answer = (await response.json().catch(() => ({}))) as { token?: unknown; message?: unknown };
  if (!response.ok || typeof answer.token !== 'string') throw new Error(typeof answer.message === 'string' ? answer.message : String(response.status));
  localStorage.setItem('token', answer.token);
}

/**
 * The reader chose `language` from the footer's list: a signed-in reader's account keeps it,
 * then the page is shown again in it. Nothing changes if the account could not keep it.
 *
 * @example await chooseLanguage('ar')
 */
export async function chooseLanguage(language: string): Promise<void> {
  if (!isLanguage(language) || language === pageLanguage) return;
  const token = storedToken();
  const claims = readToken(token, Date.now() / 1000);
  if (token && claims) await keepOnAccount(token, claims.position, language);
  await switchLanguage(languageCookie(LANGUAGE_COOKIE, language));
}
