import { atom } from 'nanostores';

/**
 * Whether the server is out of reach: the browser says it is offline, or a request (the page's,
 * or the service worker's refresh behind a saved answer) just failed to reach it. Actions that
 * need the server are disabled while it is true, with the reason, instead of failing after a wait.
 */
export const $offline = atom(typeof navigator !== 'undefined' && navigator.onLine === false);

/** The cheapest call the server answers, asked for while a failure says it is out of reach. */
const PROBE_PATH = '/healthz';
const FIRST_PROBE_MS = 5000;
const LAST_PROBE_MS = 60_000;
let probe: ReturnType<typeof setTimeout> | undefined;

/**
 * Records what a request just learned about the server. A failure while the browser believes it
 * is online (a dead connection, a server restarting) is checked again, sooner then less often,
 * so a single lost request does not leave every Save disabled until the page is left.
 */
export function serverReached(reached: boolean): void {
  if ($offline.get() === reached) $offline.set(!reached);
  if (reached) stopProbing();
  else if (probe === undefined && navigator.onLine !== false) probeAfter(FIRST_PROBE_MS);
}

function probeAfter(delay: number): void {
  probe = setTimeout(() => {
    fetch(PROBE_PATH, { cache: 'no-store' }).then(
      (answer) => (answer.ok ? serverReached(true) : probeAfter(Math.min(delay * 2, LAST_PROBE_MS))),
      () => probeAfter(Math.min(delay * 2, LAST_PROBE_MS)),
    );
  }, delay);
}

function stopProbing(): void {
  clearTimeout(probe);
  probe = undefined;
}

if (typeof window !== 'undefined') {
  addEventListener('online', () => serverReached(true));
  // The browser will say when it is back (`online`): no probing meanwhile.
  addEventListener('offline', () => serverReached(false));
}
