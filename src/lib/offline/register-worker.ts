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
      run: () => {
        // Only the page whose Reload was chosen reloads; other tabs go on with what they show.
        worker.addEventListener('controlling', () => location.reload());
        worker.messageSkipWaiting();
      },
    });
  });
  // Refused (private browsing, a blocked worker): the site works as before, from the network.
  worker.register().catch(() => undefined);
}
