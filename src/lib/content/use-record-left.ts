import { useState } from 'react';

/**
 * The record of the view the user just left, when that view showed one: a list they come back
 * to opens on the page holding it. Back from a view of no record (the upload form), it is null,
 * and the list opens on its first page, where a new record is.
 *
 * @param view the view shown, as its query: a change of it is a change of view
 * @param id the record the view shows, or null
 * @example const left = useRecordLeft(tutorModeSearch(mode), 'id' in mode ? mode.id : null);
 */
export function useRecordLeft(view: string, id: string | null): string | null {
  const [trail, setTrail] = useState({ view, id, left: null as string | null });
  if (trail.view === view) return trail.left;
  // Adjusting state while rendering, as React advises for state that follows a prop.
  const next = { view, id, left: trail.id };
  setTrail(next);
  return next.left;
}
