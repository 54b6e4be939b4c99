import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useHydrated } from '../forms/use-hydrated.ts';

/**
 * A store's value for an island whose static HTML was drawn with `drawn`: the first render
 * matches that HTML, and the store's own value follows once the island is hydrated. The `ssr`
 * option of @nanostores/react says the same to React, which hydrates with the server's snapshot;
 * Preact's compat layer reads the browser's at once (decision 029), and hydrating leaves
 * attributes as the HTML drew them.
 *
 * @example const offline = useStoreOnceHydrated($offline, false);
 */
export function useStoreOnceHydrated<Value>(store: ReadableAtom<Value>, drawn: Value): Value {
  const value = useStore(store);
  return useHydrated() ? value : drawn;
}
