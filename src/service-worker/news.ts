import type { SerwistPlugin } from 'serwist';
import { SAVED_AT_HEADER, type WorkerNews } from '../lib/offline/worker-messages.ts';
import { keepSavedDataOnlyFor } from './owner.ts';

declare const self: ServiceWorkerGlobalScope;

/** Tells every open page of the site. */
export async function tellPages(news: WorkerNews): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const page of pages) page.postMessage(news);
}

/**
 * What a page showing a saved answer needs to hear: that the server's answer has changed (the
 * page asks again and gets it), that the server could not be reached (the offline banner), or
 * that it refused the token (the page signs out; the saved data is deleted here at once).
 */
export const answerNews: SerwistPlugin = {
  cacheDidUpdate: async ({ request, oldResponse, newResponse }) => {
    if (!oldResponse) return;
    const [before, after] = await Promise.all([oldResponse.text(), newResponse.clone().text()]);
    if (before === after) return;
    const url = new URL(request.url);
    const savedAt = Number(newResponse.headers.get(SAVED_AT_HEADER));
    await tellPages({ type: 'studyhall:answer-changed', path: url.pathname.slice('/api'.length) + url.search, savedAt });
  },
  fetchDidFail: async () => {
    await tellPages({ type: 'studyhall:server-unreachable' });
  },
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401) {
      await keepSavedDataOnlyFor(null);
      await tellPages({ type: 'studyhall:session-refused' });
    }
    return response;
  },
};
