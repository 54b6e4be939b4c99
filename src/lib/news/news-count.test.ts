import { describe, expect, it } from 'vitest';
import type { News } from '../../../contract/records/news.ts';
import { anyNews, newsCount } from './news-count.ts';

const news = (notes: number): News => ({ assignments: [], notes: Array.from({ length: notes }, (_, index) => `n${index}`), announcements: [], events: [], photos: [] });

describe("the menu's counts of what is new", () => {
  it('counts a list with something new, in figures and in words', () => {
    expect(newsCount(news(3), 'notes')).toEqual({ shown: '3', words: '(3 new)' });
  });

  it('says 99+ at the cap the server answers up to', () => {
    expect(newsCount(news(99), 'notes')).toEqual({ shown: '99+', words: '(99 or more new)' });
  });

  it('shows nothing for a list with nothing new, one without markers, or before the news are known', () => {
    expect(newsCount(news(3), 'assignments')).toBeNull();
    expect(newsCount(news(3), 'profile')).toBeNull();
    expect(newsCount(null, 'notes')).toBeNull();
  });

  it('tells whether anything at all is new, for the phone’s menu button', () => {
    expect(anyNews(news(1))).toBe(true);
    expect(anyNews(news(0))).toBe(false);
    expect(anyNews(null)).toBe(false);
  });
});
