import { useMemo, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '../forms/use-hydrated.ts';

/** Fired after our own pushState: the browser fires popstate only for Back and Forward. */
const NAVIGATED = 'studyhall:navigated';
/** Kept in each history entry we add: the query it was opened from. */
const CAME_FROM = 'studyhallCameFrom';

function listen(onChange: () => void): () => void {
  addEventListener('popstate', onChange);
  addEventListener(NAVIGATED, onChange);
  return () => {
    removeEventListener('popstate', onChange);
    removeEventListener(NAVIGATED, onChange);
  };
}

/** Parameters of the address that belong to the page, not to a view (a guardian's `child`): every view keeps them. */
const pageParameters = new Set<string>();

/**
 * Makes every view of this page keep the address's parameter `name`: a guardian's pages show one
 * child's views, named by `?child=ID`, and opening a record or a month must not lose the child.
 *
 * @example keepInAddress('child'); // `?child=7` opening a record becomes `?id=3&child=7`
 */
export function keepInAddress(name: string): void {
  pageParameters.add(name);
}

/** A view's query with the page's own parameters of the present address. */
export function withPageParameters(target: string, present: string): string {
  const kept = [...new URLSearchParams(present)].filter(([name]) => pageParameters.has(name));
  if (kept.length === 0) return target;
  const query = new URLSearchParams(target);
  for (const [name, value] of kept) query.set(name, value);
  return `?${query}`;
}

/** The static HTML is the page without a query: the list, still loading. */
const staticSearch = () => '';
// Preact's compat layer reads the browser's snapshot when rendering the static HTML as well.
const browserSearch = () => (typeof location === 'undefined' ? staticSearch() : location.search);
const notMoved = () => false;

/**
 * Whether the view has changed since one hook subscribed, read as a store beside the query's,
 * so a new view and its having moved arrive in the same render.
 */
function movedStore() {
  let moved = false;
  return {
    subscribe: (onChange: () => void) =>
      listen(() => {
        moved = true;
        onChange();
      }),
    moved: () => moved,
  };
}

export interface UrlMode<Mode> {
  mode: Mode;
  /** Whether the view has changed since the page loaded; a new view then takes focus at its heading. */
  moved: boolean;
  /** Opens `next` as a new history entry, so the browser's Back returns here. */
  open: (next: Mode) => void;
  /** Goes back to `next`: a step back in history when that is where the user came from, else a new entry. */
  returnTo: (next: Mode) => void;
}

/**
 * A page's view, kept in the address's query: pushed with history.pushState, read back on
 * popstate and at load, so Back, Forward and a reload keep the user where they were.
 *
 * @param parse reads a view from `location.search`; must not change between renders
 * @param format writes a view as a query with its `?`, `''` for the page's first view
 * @example const { mode, open } = useUrlMode(parseTutorMode, tutorModeSearch); open({ name: 'upload' });
 */
export function useUrlMode<Mode>(parse: (search: string) => Mode, format: (mode: Mode) => string): UrlMode<Mode> {
  const [store] = useState(movedStore);
  // The first render matches the static HTML; the address's view follows once hydrated (Preact's
  // compat layer, unlike React, does not hydrate with the server's snapshot).
  const hydrated = useHydrated();
  const liveSearch = useSyncExternalStore(store.subscribe, browserSearch, staticSearch);
  const search = hydrated ? liveSearch : staticSearch();
  const moved = useSyncExternalStore(store.subscribe, store.moved, notMoved);
  const mode = useMemo(() => parse(search), [parse, search]);

  return useMemo(() => {
    const here = () => format(parse(location.search));
    const open = (next: Mode) => {
      const target = format(next);
      if (target === here()) return;
      history.pushState({ [CAME_FROM]: here() }, '', location.pathname + withPageParameters(target, location.search));
      dispatchEvent(new Event(NAVIGATED));
    };
    const returnTo = (next: Mode) => {
      const target = format(next);
      if (target === here()) return;
      const state: unknown = history.state;
      const cameFrom = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[CAME_FROM] : undefined;
      if (cameFrom === target) history.back();
      else open(next);
    };
    return { mode, moved, open, returnTo };
  }, [mode, moved, parse, format]);
}
