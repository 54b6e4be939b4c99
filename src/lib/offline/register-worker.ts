import { Serwist } from '@serwist/window';
import { showToast } from '../../stores/toasts.ts';
import { offlineText } from '../../strings/offline.ts';
import { WORKER_URL } from './worker-messages.ts';

/**
 * Registers the service worker once the page has loaded. A new version waits until the person
 * chooses Reload on the toast: a silent reload could lose a form half filled in.
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const worker = new Serwist(WORKER_URL, { scope: '/' });
  worker.addEventListener('waiting', () => {
    showToast('info', offlineText.newVersion, {
      label: offlineText.reload,
      run: () => void takeNewVersion(worker),
    });
  });
  // Refused (private browsing, a blocked worker): the site works as before, from the network.
  worker.register().catch(() => undefined);
}

/**
 * Lets the waiting version take over, then reloads this page only; other tabs go on with what
 * they show. Already taken over (Reload chosen in another tab): reloads at once.
 */
async function takeNewVersion(worker: Serwist): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.waiting) return location.reload();
  worker.addEventListener('controlling', () => location.reload());
  worker.messageSkipWaiting();
}
