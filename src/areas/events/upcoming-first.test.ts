import { describe, expect, it } from 'vitest';
import type { SchoolEvent } from '../../../contract/records/school-event.ts';
import { isPast, upcomingFirst } from './upcoming-first.ts';

const event = (name: string, date: string): SchoolEvent => ({ _id: name, event: name, date, club: 'Science club', description: '', classes: [] });
const today = '2026-11-26';

describe('upcomingFirst', () => {
  it('puts today and the coming events first, soonest first, then the past ones, latest first', () => {
    const events = [event('old', ' Jan 05 2026'), event('yesterday', ' Nov 25 2026'), event('today', ' Nov 26 2026'), event('next year', ' Jan 02 2027'), event('soon', ' Nov 30 2026')];
    expect(upcomingFirst(events, today).map(({ event: name }) => name)).toEqual(['today', 'soon', 'next year', 'yesterday', 'old']);
  });

  it('reads dates with or without the leading space, and one it cannot read as past', () => {
    expect(isPast(event('spaced', ' Nov 26 2026'), today)).toBe(false);
    expect(isPast(event('bare', 'Nov 27 2026'), today)).toBe(false);
    expect(isPast(event('bad', 'someday'), today)).toBe(true);
    expect(upcomingFirst([event('bad', 'someday'), event('bare', 'Nov 27 2026')], today).map(({ event: name }) => name)).toEqual(['bare', 'bad']);
  });
});
