import { useMemo, useState, useSyncExternalStore } from 'react';

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

const browserSearch = () => location.search;
/** The static HTML is the page without a query: the list, still loading. */
const staticSearch = () => '';
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
  const search = useSyncExternalStore(store.subscribe, browserSearch, staticSearch);
  const moved = useSyncExternalStore(store.subscribe, store.moved, notMoved);
  const mode = useMemo(() => parse(search), [parse, search]);

  return useMemo(() => {
    const here = () => format(parse(location.search));
    const open = (next: Mode) => {
      const target = format(next);
      if (target === here()) return;
      history.pushState({ [CAME_FROM]: here() }, '', location.pathname + target);
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
