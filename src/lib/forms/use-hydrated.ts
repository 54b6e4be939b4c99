import { useEffect, useState } from 'react';

/**
 * False in the static HTML and until React has taken over the island. Forms stay disabled
 * meanwhile: what is typed before would be lost to React's state, and a form submitted
 * before would go out natively with every field in the URL, the password included.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the render this causes is the point: React's two-pass rendering for what differs once hydrated.
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
