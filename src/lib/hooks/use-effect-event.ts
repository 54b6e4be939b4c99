import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function for effects to call that always runs the latest `callback`, yet never changes, so
 * an effect need not run again when the callback does: React's `useEffectEvent`, which the
 * islands' runtime (Preact's compat layer, decision 029) does not have.
 *
 * @example const closeLayer = useEffectEvent(close); useEffect(() => onEscape(closeLayer), [closeLayer]);
 */
export function useEffectEvent<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
