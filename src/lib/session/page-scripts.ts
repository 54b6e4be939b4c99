import { accessRedirect, type Area } from './access.ts';
import { greetingFor, showUserName, type GreetingWords } from './greeting.ts';
import { inlineScript } from './inline-script.ts';
import { readToken, storedToken } from './token.ts';

const guardHelpers = { storedToken, readToken, accessRedirect };
const greetingHelpers = { storedToken, readToken, greetingFor, showUserName };

/**
 * Runs in the head before anything paints: sends the visitor where the access rules say,
 * hiding the page meanwhile so the wrong area never flashes. Runs again when the browser
 * restores the page from its back/forward cache, so Back after logout shows no one's shell.
 */
function guardPage(lib: typeof guardHelpers, area: Area) {
  function check() {
    const claims = lib.readToken(lib.storedToken(), Date.now() / 1000);
    const target = lib.accessRedirect(area, claims ? claims.position : null);
    if (target) {
      document.documentElement.style.visibility = 'hidden';
      location.replace(target);
    }
  }
  check();
  addEventListener('pageshow', (event) => {
    if (event.persisted) check();
  });
}

/** Fills the shell's greeting from the token right after the header is parsed, before it paints. */
function greetUser(lib: typeof greetingHelpers, position: 'student' | 'tutor', words: GreetingWords) {
  const claims = lib.readToken(lib.storedToken(), Date.now() / 1000);
  if (!claims) return;
  lib.showUserName(position, claims.name);
  const greeting = document.querySelector('[data-greeting]');
  if (greeting && position === 'tutor') greeting.textContent = lib.greetingFor(new Date().getHours(), words);
}

export function guardScript(area: Area): string {
  return inlineScript(guardPage, guardHelpers, area);
}

export function greetingScript(position: 'student' | 'tutor', words: GreetingWords): string {
  return inlineScript(greetUser, greetingHelpers, position, words);
}
