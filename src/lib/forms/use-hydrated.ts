import { useEffect, useState } from 'react';

/**
 * False in the static HTML and until the island is hydrated. Forms stay disabled
 * meanwhile: what is typed before would be lost to the island's state, and a form submitted
 * before would go out natively with every field in the URL, the password included.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the render this causes is the point: two-pass rendering for what differs once hydrated.
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
