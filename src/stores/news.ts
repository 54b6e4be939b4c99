import { atom } from 'nanostores';
import { NEWS_AREAS, type News, type NewsArea } from '../../contract/records/news.ts';
import { callApi } from '../lib/api/client.ts';

/** What is new for the student; a student page's head asks for it with the page's lists (early-answers.ts). */
export const NEWS_PATH = '/student/home/news';

/**
 * What is new for the signed-in student in each list since they last opened it, on any device
 * (`GET /student/home/news`, which the service worker never keeps); null until known, and left
 * so when it cannot be read (offline): nothing is then marked new, which is never wrong for long.
 */
export const $news = atom<News | null>(null);

const isNews = (value: unknown): value is News =>
  typeof value === 'object' && value !== null && NEWS_AREAS.every((area) => Array.isArray((value as Record<string, unknown>)[area]));

let asked = false;

/** Reads the news once per page: the shell's script asks, the menu and the lists read `$news`. */
export function loadNews(): void {
  if (asked) return;
  asked = true;
  callApi<{ news?: unknown }>(NEWS_PATH).then(
    ({ news }) => isNews(news) && $news.set(news),
    () => undefined,
  );
}

/**
 * Tells the server the student has opened an area's list, so its records are no longer new on
 * any device; the menu's count goes once the server has it. A failure (offline) is silent: the
 * records stay new until the list is opened again, which loses nothing.
 */
export async function markRead(area: NewsArea): Promise<void> {
  try {
    await callApi(`${NEWS_PATH}/${area}`, { method: 'PUT' });
  } catch {
    return;
  }
  const news = $news.get();
  if (news) $news.set({ ...news, [area]: [] });
}
