/** Rows a list shows at once: a page a modest phone renders quickly, and a tutor can scan. */
export const PAGE_SIZE = 50;

/** One page of a list: which it is, how many there are, and the records it holds. */
export interface ListPage {
  /** 1 for the first page. */
  number: number;
  /** How many pages the list has; an empty list has one, empty. */
  count: number;
  /** The index of the page's first record. */
  start: number;
  /** The index after the page's last record. */
  end: number;
  /** How many records the whole list has. */
  total: number;
}

/**
 * The page `wanted` of a list of `total` records, `size` to a page: held to the pages the list
 * has, so a list that shrank under its last page (a record deleted) shows its new last page.
 *
 * @param total how many records the list has
 * @param size how many records a page holds, at least 1
 * @param wanted the page asked for, 1 for the first
 * @example pageOf(2000, 50, 2) // { number: 2, count: 40, start: 50, end: 100, total: 2000 }
 */
export function pageOf(total: number, size: number, wanted: number): ListPage {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`A page holds a whole number of records, at least 1, not ${size}`);
  const count = Math.max(1, Math.ceil(total / size));
  const number = Math.min(Math.max(1, Math.trunc(wanted) || 1), count);
  const start = (number - 1) * size;
  return { number, count, start, end: Math.min(start + size, total), total };
}

/**
 * The page holding the record at `index` of the list.
 *
 * @param index the record's place in the whole list, 0 for the first
 * @param size how many records a page holds
 * @example pageHolding(50, 50) // 2
 */
export function pageHolding(index: number, size: number): number {
  return Math.floor(Math.max(0, index) / size) + 1;
}
