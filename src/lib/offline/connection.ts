import { atom } from 'nanostores';

/**
 * Whether the server is out of reach: the browser says it is offline, or a request (the page's,
 * or the service worker's refresh behind a saved answer) just failed to reach it. Actions that
 * need the server are disabled while it is true, with the reason, instead of failing after a wait.
 */
export const $offline = atom(typeof navigator !== 'undefined' && navigator.onLine === false);

/** Records what a request just learned about the server. */
export function serverReached(reached: boolean): void {
  if ($offline.get() === reached) $offline.set(!reached);
}

if (typeof window !== 'undefined') {
  addEventListener('online', () => serverReached(true));
  addEventListener('offline', () => serverReached(false));
}
