/** The languages Studyhall ships: each has a complete catalogue and its own build of the site. */
export const LANGUAGES = ['en', 'hi', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a page is in when neither the reader nor the school chose a shipped language. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as a language picker lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी', ar: 'العربية' };

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar']);

/** The direction a language's pages are laid out in (`<html dir>`). */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The shipped language a language tag asks for: `hi-IN` is Hindi; `pt-BR`, which Studyhall
 * does not ship, is none. A school may name any language (school-model.md); pages come in these.
 *
 * @example shippedLanguage('ar-EG') // 'ar'
 */
export function shippedLanguage(tag: string | null | undefined): Language | undefined {
  const base = tag?.split('-')[0]?.toLowerCase();
  return isLanguage(base) ? base : undefined;
}

/** The cookie a browser carries its reader's language in, so the gateway serves that language's pages from the first byte. */
export const LANGUAGE_COOKIE = 'studyhall-lang';

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2,3})(?:;|$)`);

/** The shipped language a request's `Cookie` header names, if any. */
export function languageInCookies(cookieHeader: string | null | undefined): Language | undefined {
  const named = cookieHeader ? COOKIE_PATTERN.exec(cookieHeader)?.[1] : undefined;
  return isLanguage(named) ? named : undefined;
}

/**
 * The header this app's pages send with every API call, naming the page's language: the API
 * answers its messages in it. Other clients (the original product's) send none and get English.
 */
export const LANGUAGE_HEADER = 'Studyhall-Language';
