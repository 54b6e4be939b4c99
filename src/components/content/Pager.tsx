import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ListPage } from '../../lib/content/paging.ts';
import { pagerText } from '../../strings/content.ts';
import { ChevronLeft } from '../icons/chevron-left.ts';
import { ChevronRight } from '../icons/chevron-right.ts';
import { Button } from '../ui/button.tsx';

export interface PagerProps {
  page: ListPage;
  /** The id of what names the list (its caption or heading): the pager is 'Pages of' that name. */
  labelledBy: string;
  onPage: (number: number) => void;
}

/**
 * Where a list longer than a page is ('Page 2 of 40', 'Showing 51–100 of 2,000'), said politely
 * on each change, and Previous and Next. The focus stays on the button pressed, which stays
 * where it was on the screen, so it can be pressed again; at either end it is aria-disabled
 * rather than disabled, so it keeps the focus. Nothing at all for a list of one page.
 */
export function Pager({ page, labelledBy, onPage }: PagerProps) {
  const wordsId = useId();
  const pager = useRef<HTMLElement>(null);
  /** Where the pager was on the screen when one of its buttons changed the page. */
  const placed = useRef<number | null>(null);

  // Rows differ in height, so the page's new rows would move the pager out from under the pointer.
  useLayoutEffect(() => {
    if (placed.current === null || pager.current === null) return;
    window.scrollBy({ top: pager.current.getBoundingClientRect().top - placed.current, behavior: 'instant' });
    placed.current = null;
  }, [page.number]);

  if (page.count <= 1) return null;

  function go(number: number) {
    if (number < 1 || number > page.count) return;
    placed.current = pager.current?.getBoundingClientRect().top ?? null;
    onPage(number);
  }

  return (
    <nav ref={pager} aria-labelledby={`${wordsId} ${labelledBy}`} className="flex flex-wrap items-center justify-between gap-3">
      <span id={wordsId} hidden>
        {pagerText.pagesOf}
      </span>
      <p role="status" className="tabular-nums">
        <span className="block font-medium">{pagerText.page(page.number, page.count)}</span>{' '}
        <span className="block text-sm text-slate-600">{pagerText.showing(page.start + 1, page.end, page.total)}</span>
      </p>
      {/* At the line's end; on a phone, where the words leave no room, on a line of their own. */}
      <div className="ms-auto flex gap-3">
        <PageButton atEnd={page.number === 1} onClick={() => go(page.number - 1)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          {pagerText.previous}
        </PageButton>
        <PageButton atEnd={page.number === page.count} onClick={() => go(page.number + 1)}>
          {pagerText.next}
          <ChevronRight aria-hidden="true" className="size-5" />
        </PageButton>
      </div>
    </nav>
  );
}

function PageButton({ atEnd, onClick, children }: { atEnd: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant="outline"
      aria-disabled={atEnd || undefined}
      onClick={onClick}
      className="gap-1 px-3 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-white"
    >
      {children}
    </Button>
  );
}
