import { AsyncLocalStorage } from 'node:async_hooks';
import { createMiddleware } from 'hono/factory';
import { DEFAULT_LANGUAGE, LANGUAGE_HEADER, shippedLanguage, type Language } from '../../contract/languages.ts';

const asked = new AsyncLocalStorage<Language>();

/** The language the API call being answered asked for (`Studyhall-Language`); English outside a call, or when it asked for none. */
export function requestLanguage(): Language {
  return requestedLanguage() ?? DEFAULT_LANGUAGE;
}

/** The language the API call being answered named, if it named a shipped one: a mail to an address with no account follows it, else the school's. */
export function requestedLanguage(): Language | undefined {
  return asked.getStore();
}

/**
 * Runs the rest of the call in the language its `Studyhall-Language` header names, so messages
 * and the mails it sends to someone with no account yet (a sign-up code) come in the page's
 * language; a client that names none, or one not shipped, gets English, as the product answers.
 *
 * @example api.use(answerInRequestLanguage())
 */
export function answerInRequestLanguage() {
  return createMiddleware(async function answerInRequestLanguageMiddleware(c, next) {
    const language = shippedLanguage(c.req.header(LANGUAGE_HEADER));
    if (!language) return next();
    await asked.run(language, next);
  });
}
