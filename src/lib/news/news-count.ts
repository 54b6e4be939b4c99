import { NEWS_CAP, isNewsArea, type News } from '../../../contract/records/news.ts';
import { newsText } from '../../strings/news.ts';

/** A list's count in the menu, or null when nothing in it is new (or the news are not known). */
export function newsCount(news: News | null | undefined, slug: string): { shown: string; words: string } | null {
  const ids = news && isNewsArea(slug) ? news[slug] : [];
  if (ids.length === 0) return null;
  const capped = ids.length >= NEWS_CAP;
  return { shown: newsText.count(ids.length, capped), words: newsText.countWords(ids.length, capped) };
}

/** Whether anything at all is new: the phone's menu button says so. */
export function anyNews(news: News | null | undefined): boolean {
  return news ? Object.values(news).some((ids) => ids.length > 0) : false;
}

/**
 * Writes the counts into the static menu's `[data-news-count]` badges (the wide screen's menu,
 * built with the page): each badge shows while its list has something new.
 *
 * @param menu the static menu; the phone's drawer renders its own counts
 */
export function paintNewsCounts(menu: ParentNode, news: News | null): void {
  for (const badge of menu.querySelectorAll<HTMLElement>('[data-news-count]')) {
    const count = newsCount(news, badge.dataset.newsCount ?? '');
    const [shown, words] = badge.children;
    if (shown) shown.textContent = count?.shown ?? '';
    if (words) words.textContent = count?.words ?? '';
    badge.hidden = count === null;
  }
}
