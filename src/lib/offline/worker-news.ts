import { serverReached } from './connection.ts';
import { noteChangedAnswer } from './saved-answers.ts';
import { isWorkerNews } from './worker-messages.ts';

/**
 * Listens to the service worker: a saved answer that changed (the lists showing it ask again),
 * a server out of reach (the offline banner), a token the server refused (`onRefused`). Called
 * as the page's module runs, before the browser starts handing the worker's messages over.
 */
export function listenToWorker({ onRefused }: { onRefused: () => void }): void {
  navigator.serviceWorker?.addEventListener('message', (event) => {
    const news: unknown = event.data;
    if (!isWorkerNews(news)) return;
    if (news.type === 'studyhall:answer-changed') noteChangedAnswer(news.path, news.savedAt);
    else if (news.type === 'studyhall:server-unreachable') serverReached(false);
    else onRefused();
  });
}
