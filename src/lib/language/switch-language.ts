/**
 * The cookie line that keeps `language` on this device for a year: the gateway serves pages in
 * the language it names (gateway/site/site-languages.ts). Self-contained (no outside names)
 * because the head guard inlines its source.
 *
 * @param cookie the cookie's name, LANGUAGE_COOKIE
 * @example document.cookie = languageCookie(LANGUAGE_COOKIE, 'ar')
 */
export function languageCookie(cookie: string, language: string): string {
  return `${cookie}=${language}; path=/; max-age=${365 * 24 * 60 * 60}; samesite=lax`;
}

/**
 * Shows the page again in the language `cookieLine` keeps. The service worker answers pages
 * from the copies it saved in the language it was installed in, so it is let go first; the
 * next page registers the worker of the new language. Self-contained, like `languageCookie`.
 *
 * @example switchLanguage(languageCookie(LANGUAGE_COOKIE, 'ar'))
 */
export function switchLanguage(cookieLine: string): Promise<void> {
  document.cookie = cookieLine;
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  const released = worker ? worker.getRegistration().then((registration) => registration && registration.unregister()) : Promise.resolve();
  const reload = () => location.reload();
  return released.then(reload, reload);
}
