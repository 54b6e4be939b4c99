import { atom } from 'nanostores';
import { serverReached } from './connection.ts';
import { SAVED_AT_HEADER } from './worker-messages.ts';

/** When each answer the page shows was saved, for those the service worker served from its cache. */
const shownCopies = new Map<string, number>();
/** When the newest copy of each answer was saved, as the service worker announced it. */
const newestCopies = new Map<string, number>();

/** When the oldest saved answer the page shows was saved (ms), or null when all came from the server. */
export const $savedAt = atom<number | null>(null);

/** Counts announcements that may leave a shown answer outdated: lists listen, then ask `isOutdated`. */
export const $answerNews = atom(0);

/**
 * Notes where the answer to `path` came from: a saved copy carries the time it was saved; an
 * answer without one came from the server, which is then known to be in reach.
 */
export function noteAnswer(path: string, response: Response): void {
  const savedAt = Number(response.headers.get(SAVED_AT_HEADER));
  if (savedAt > 0) {
    shownCopies.set(path, savedAt);
  } else {
    shownCopies.delete(path);
    serverReached(true);
  }
  $savedAt.set(shownCopies.size > 0 ? Math.min(...shownCopies.values()) : null);
  // The news may have come before this answer did (the head asked for it before the page ran).
  if (isOutdated(path)) $answerNews.set($answerNews.get() + 1);
}

/** The service worker saved a changed answer to `path`. */
export function noteChangedAnswer(path: string, savedAt: number): void {
  newestCopies.set(path, Math.max(savedAt, newestCopies.get(path) ?? 0));
  $answerNews.set($answerNews.get() + 1);
}

/** When the newest copy of the answer to `path` was saved, as announced; 0 when none was. */
export function newestSavedAt(path: string): number {
  return newestCopies.get(path) ?? 0;
}

/** Whether the page shows a saved answer to `path` older than the newest one saved. */
export function isOutdated(path: string): boolean {
  const shown = shownCopies.get(path);
  const newest = newestCopies.get(path);
  return shown !== undefined && newest !== undefined && shown < newest;
}
