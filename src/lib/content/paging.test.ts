import { describe, expect, it } from 'vitest';
import { pageHolding, pageOf } from './paging.ts';

describe('a page of a list', () => {
  it('holds `size` records from its start: page 2 of 2,000 by 50 is records 51 to 100 of 40 pages', () => {
    expect(pageOf(2000, 50, 2)).toEqual({ number: 2, count: 40, start: 50, end: 100, total: 2000 });
    expect(pageOf(2000, 50, 1)).toEqual({ number: 1, count: 40, start: 0, end: 50, total: 2000 });
  });

  it('ends at the list on the last page, which may hold fewer', () => {
    expect(pageOf(2001, 50, 41)).toEqual({ number: 41, count: 41, start: 2000, end: 2001, total: 2001 });
    expect(pageOf(147, 50, 3)).toEqual({ number: 3, count: 3, start: 100, end: 147, total: 147 });
  });

  it('is one page when everything fits, and one empty page for an empty list', () => {
    expect(pageOf(50, 50, 1)).toEqual({ number: 1, count: 1, start: 0, end: 50, total: 50 });
    expect(pageOf(3, 50, 1)).toEqual({ number: 1, count: 1, start: 0, end: 3, total: 3 });
    expect(pageOf(0, 50, 1)).toEqual({ number: 1, count: 1, start: 0, end: 0, total: 0 });
  });

  it('is held to the pages there are: past the end is the last page, before the start the first', () => {
    // The last page's only record deleted: the list shows its new last page.
    expect(pageOf(100, 50, 3)).toEqual({ number: 2, count: 2, start: 50, end: 100, total: 100 });
    expect(pageOf(100, 50, 0)).toMatchObject({ number: 1, start: 0, end: 50 });
    expect(pageOf(100, 50, -4)).toMatchObject({ number: 1 });
    expect(pageOf(100, 50, Number.NaN)).toMatchObject({ number: 1 });
    expect(pageOf(100, 50, 1.7)).toMatchObject({ number: 1 });
  });

  it('refuses a page size that holds no whole record', () => {
    expect(() => pageOf(10, 0, 1)).toThrow(RangeError);
    expect(() => pageOf(10, 2.5, 1)).toThrow(RangeError);
  });
});

describe('the page holding a record', () => {
  it('counts from 1, a page changing after each `size` records', () => {
    expect(pageHolding(0, 50)).toBe(1);
    expect(pageHolding(49, 50)).toBe(1);
    expect(pageHolding(50, 50)).toBe(2);
    expect(pageHolding(1999, 50)).toBe(40);
  });

  it('agrees with the page that shows it', () => {
    for (const index of [0, 1, 49, 50, 51, 146, 999, 1999]) {
      const page = pageOf(2000, 50, pageHolding(index, 50));
      expect(index).toBeGreaterThanOrEqual(page.start);
      expect(index).toBeLessThan(page.end);
    }
  });
});
