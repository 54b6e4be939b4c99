import { LANGUAGE_COOKIE } from '../../../contract/languages.ts';
import type { Position } from '../../../contract/records/user.ts';
import { askEarly } from '../api/early-answers.ts';
import { accessRedirect, type Area } from './access.ts';
import { greetingFor, showUserName, type GreetingWords } from './greeting.ts';
import { languageCookie, switchLanguage } from '../language/switch-language.ts';
import { inlineScript } from './inline-script.ts';
import { readToken, storedToken } from './token.ts';

const guardHelpers: {
  storedToken: typeof storedToken;
  readToken: typeof readToken;
  accessRedirect: typeof accessRedirect;
  languageCookie: typeof languageCookie;
  switchLanguage: typeof switchLanguage;
  askEarly?: typeof askEarly;
} = {
  storedToken,
  readToken,
  accessRedirect,
  languageCookie,
  switchLanguage,
};
const greetingHelpers = { storedToken, readToken, greetingFor, showUserName };

/**
 * Runs in the head before anything paints: sends the visitor where the access rules say,
 * hiding the page meanwhile so the wrong area never flashes. Runs again when the browser
 * restores the page from its back/forward cache, so Back after logout shows no one's shell.
 * A signed-in visitor who stays has the page's first lists (`early`) asked for at once. A reader
 * whose token names a language other than the page's gets the page again in it, unseen.
 */
function guardPage(lib: typeof guardHelpers, area: Area, early: readonly string[], cookie: string) {
  function check() {
    const token = lib.storedToken();
    const claims = lib.readToken(token, Date.now() / 1000);
    const target = lib.accessRedirect(area, claims ? claims.position : null);
    // The reader's own language, chosen on another device or before the cookie: the page again in
    // it, unless the cookie already asks for it (a build that lacks it must not reload for ever).
    const cookieLine = claims && claims.lang && claims.lang !== document.documentElement.lang ? lib.languageCookie(cookie, claims.lang) : '';
    const switching = !target && cookieLine !== '' && document.cookie.split('; ').indexOf(cookieLine.split(';')[0] as string) === -1;
    if (target || switching) document.documentElement.style.visibility = 'hidden';
    if (target) location.replace(target);
    else if (switching) void lib.switchLanguage(cookieLine);
    return target || switching ? null : token && claims && { token, userId: claims.aud };
  }
  const visitor = check();
  if (visitor && lib.askEarly) lib.askEarly(visitor.token, visitor.userId, early, document.documentElement.lang);
  // The browser's date and number data, loaded on first use in each page process: 12–19 ms on
  // this project's benchmark machine, four times that on a slow phone. Run here in the page's
  // parse, or in the islands' first render, it made a long task of either (Lighthouse's total
  // blocking time). Loaded instead in three tasks of their own, queued before the islands' scripts
  // have come, of 2–9 ms each here: collation, numbers, then dates and time zones.
  if (visitor) {
    setTimeout(() => new Intl.Collator());
    setTimeout(() => new Intl.NumberFormat());
    setTimeout(() => Intl.DateTimeFormat().resolvedOptions());
  }
  addEventListener('pageshow', (event) => {
    if (event.persisted) check();
  });
}

/** Fills the shell's greeting from the token right after the header is parsed, before it paints. */
function greetUser(lib: typeof greetingHelpers, position: Position, words: GreetingWords) {
  const claims = lib.readToken(lib.storedToken(), Date.now() / 1000);
  if (!claims) return;
  lib.showUserName(position, claims.name);
  const greeting = document.querySelector('[data-greeting]');
  if (greeting && position === 'tutor') greeting.textContent = lib.greetingFor(new Date().getHours(), words);
}

/**
 * The head guard of a page under `area`; `early` lists the API paths its islands load first
 * (`SIGNED_IN_USER` standing for the visitor's id), asked for before the islands arrive.
 */
export function guardScript(area: Area, early: readonly string[] = []): string {
  // Pages that load nothing at once (the logins) are spared its source.
  return inlineScript(guardPage, early.length > 0 ? { ...guardHelpers, askEarly } : guardHelpers, area, early, LANGUAGE_COOKIE);
}

export function greetingScript(position: Position, words: GreetingWords): string {
  return inlineScript(greetUser, greetingHelpers, position, words);
}
