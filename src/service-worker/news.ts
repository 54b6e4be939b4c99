import type { SerwistPlugin } from 'serwist';
import { SAVED_AT_HEADER, type WorkerNews } from '../lib/offline/worker-messages.ts';
import { savedDataOwner, setSavedDataOwner } from './owner.ts';
import { sender } from './requests.ts';

declare const self: ServiceWorkerGlobalScope;

/** Tells every open page of the site. */
async function tellPages(news: WorkerNews): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const page of pages) page.postMessage(news);
}

/**
 * What a page showing a saved answer needs to hear: that the server's answer has changed (the
 * page asks again and gets it), that the server could not be reached (the offline banner), or
 * that it refused the owner's token (the page signs out; the saved data is deleted here at once).
 */
export const answerNews: SerwistPlugin = {
  cacheDidUpdate: async ({ cacheName, request, oldResponse, newResponse }) => {
    // Gone: the answer was not its owner's to keep (owner-only.ts), so it is no one's news.
    if (!oldResponse || !(await caches.has(cacheName))) return;
    const [before, after] = await Promise.all([oldResponse.text(), newResponse.clone().text()]);
    if (before === after) return;
    const url = new URL(request.url);
    const savedAt = Number(newResponse.headers.get(SAVED_AT_HEADER));
    await tellPages({ type: 'studyhall:answer-changed', path: url.pathname.slice('/api'.length) + url.search, savedAt });
  },
  fetchDidFail: async ({ error }) => {
    // A page that moved on cancels its requests: that says nothing about the server.
    if (error?.name !== 'AbortError') await tellPages({ type: 'studyhall:server-unreachable' });
  },
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 401 && (await refusesOwner(request))) {
      await setSavedDataOwner(null);
      await tellPages({ type: 'studyhall:session-refused' });
    }
    return response;
  },
};

/** Whether a refusal is of the owner's session: their token, or the file cookie (the owner's, set by their login). */
async function refusesOwner(request: Request): Promise<boolean> {
  const from = sender(request);
  const owner = await savedDataOwner();
  return owner !== null && (from === null || from.id === owner.id);
}
