import type { Position } from '../../../contract/records/user.ts';
import { askEarly } from '../api/early-answers.ts';
import { accessRedirect, type Area } from './access.ts';
import { greetingFor, showUserName, type GreetingWords } from './greeting.ts';
import { inlineScript } from './inline-script.ts';
import { readToken, storedToken } from './token.ts';

const guardHelpers: { storedToken: typeof storedToken; readToken: typeof readToken; accessRedirect: typeof accessRedirect; askEarly?: typeof askEarly } = {
  storedToken,
  readToken,
  accessRedirect,
};
const greetingHelpers = { storedToken, readToken, greetingFor, showUserName };

/**
 * Runs in the head before anything paints: sends the visitor where the access rules say,
 * hiding the page meanwhile so the wrong area never flashes. Runs again when the browser
 * restores the page from its back/forward cache, so Back after logout shows no one's shell.
 * A signed-in visitor who stays has the page's first lists (`early`) asked for at once.
 */
function guardPage(lib: typeof guardHelpers, area: Area, early: readonly string[]) {
  function check() {
    const token = lib.storedToken();
    const claims = lib.readToken(token, Date.now() / 1000);
    const target = lib.accessRedirect(area, claims ? claims.position : null);
    if (target) {
      document.documentElement.style.visibility = 'hidden';
      location.replace(target);
    }
    return target ? null : token && claims && { token, userId: claims.aud };
  }
  const visitor = check();
  if (visitor && lib.askEarly) lib.askEarly(visitor.token, visitor.userId, early);
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
  return inlineScript(guardPage, early.length > 0 ? { ...guardHelpers, askEarly } : guardHelpers, area, early);
}

export function greetingScript(position: Position, words: GreetingWords): string {
  return inlineScript(greetUser, greetingHelpers, position, words);
}
