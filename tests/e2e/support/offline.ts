import type { BrowserContext, Locator, Page } from '@playwright/test';

// Steps for the specs about the service worker: the words are the ones issue 12 gives.

/** The shell's banner over lists shown from what was saved, offline. */
export function offlineBanner(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^You are offline — showing what was saved at \d\d:\d\d$/ });
}

/** Waits until the service worker is installed (everything precached) and answers for the page. */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
  });
}

/** Every text the browser has saved for this site outside the precache, joined: answers and files alike. */
export async function savedTexts(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const name of await caches.keys()) {
      if (name.includes('precache')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        texts.push(`${name} ${request.url} ${(await response?.text()) ?? ''}`);
      }
    }
    return texts.join('\n');
  });
}

/**
 * Records the requests for the app itself (not `/api`, not the browser's own check of the
 * worker's script) that reached the network: none should, once the site is precached.
 */
export function appRequestsToNetwork(context: BrowserContext): string[] {
  const reached: string[] = [];
  const record = (path: string) => {
    if (!path.startsWith('/api/') && path !== '/sw.js') reached.push(path);
  };
  // The worker's own fetches, and any page request it did not answer.
  context.on('request', (request) => {
    if (request.serviceWorker()) record(new URL(request.url()).pathname);
  });
  context.on('response', (response) => {
    if (!response.request().serviceWorker() && !response.fromServiceWorker()) record(new URL(response.url()).pathname);
  });
  return reached;
}
