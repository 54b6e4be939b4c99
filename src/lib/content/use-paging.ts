import { useState } from 'react';
import { PAGE_SIZE, pageHolding, pageOf, type ListPage } from './paging.ts';

export interface PagingOptions {
  /** How many records a page holds (default PAGE_SIZE). */
  size?: number;
  /** The record whose page to show, or null (its place unknown, or no longer listed: the page stays). */
  holding?: string | null;
}

export interface Paging<T> {
  page: ListPage;
  /** The records of the page shown. */
  shown: readonly T[];
  /** Shows page `number` (held to the pages there are). */
  goTo: (number: number) => void;
}

/**
 * Which page of a list is shown. It opens on the page holding `holding` and moves there
 * whenever that record's place in the list changes (opened from the address, just edited and
 * sorted anew); otherwise it stays where the user paged to, held to the pages the list has.
 *
 * @param records the whole list
 * @param options the page size, and the record whose page to show
 * @example const { shown, page, goTo } = usePaging(students, { holding: askedId });
 */
export function usePaging<T extends { _id: string }>(records: readonly T[], { size = PAGE_SIZE, holding = null }: PagingOptions = {}): Paging<T> {
  const index = holding === null ? -1 : records.findIndex(({ _id }) => _id === holding);
  const [state, setState] = useState(() => ({ number: index >= 0 ? pageHolding(index, size) : 1, followed: { holding, index } }));

  let { number } = state;
  if (index >= 0 && (state.followed.holding !== holding || state.followed.index !== index)) {
    // Adjusting state while rendering, as React advises for state that follows a prop: no extra paint.
    number = pageHolding(index, size);
    setState({ number, followed: { holding, index } });
  }

  const page = pageOf(records.length, size, number);
  return {
    page,
    shown: page.count === 1 ? records : records.slice(page.start, page.end),
    goTo: (wanted) => setState((current) => ({ ...current, number: pageOf(records.length, size, wanted).number })),
  };
}
