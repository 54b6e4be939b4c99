import { $news, loadNews } from '../../stores/news.ts';
import { paintNewsCounts } from './news-count.ts';

/**
 * Shows the counts of what is new in the built page's menu, once the news are read: a
 * student's menu carries the badges; a tutor's has none, and nothing is asked for.
 *
 * @example showNews(document.querySelector('[data-menu]'))
 */
export function showNews(menu: HTMLElement | null): void {
  if (!menu?.querySelector('[data-news-count]')) return;
  $news.subscribe((news) => paintNewsCounts(menu, news));
  loadNews();
}
