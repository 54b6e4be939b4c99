import { useMemo, useState } from 'react';
import type { ListEndpoint } from './list-answer.ts';
import { shownRecord, type StudentView, type TutorMode } from './url-mode.ts';
import { selectRecords, useRecords, type Records } from './use-records.ts';
import { useUrlMode, type UrlMode } from './use-url-mode.ts';

/** What every view of an area's page works with. */
export interface AreaPage<Mode, T> {
  /** The view, kept in the address. */
  nav: UrlMode<Mode>;
  list: Records<T>;
  /** The record of the view just left, if it showed one: a list the user comes back to shows the page holding it. */
  left: string | null;
}

/**
 * An area's page, either role's: its view kept in the address, its list, and the record the
 * user just left.
 *
 * @param endpoint the list's call; a module constant, so the list loads once
 * @param parse reads the page's view from the address; a module constant
 * @param format writes a view as a query, `''` for the page's first view
 * @param arrange the list's order where it is not the answer's (events: the coming ones first)
 * @example const page = useAreaPage(tutorPhotos, parsePhotosMode, tutorModeSearch);
 */
export function useAreaPage<Mode extends TutorMode | StudentView, T>(
  endpoint: ListEndpoint<T>,
  parse: (search: string) => Mode,
  format: (view: Mode) => string,
  arrange?: (records: readonly T[]) => readonly T[],
): AreaPage<Mode, T> {
  const nav = useUrlMode(parse, format);
  const answered = useRecords(endpoint);
  const list = useMemo(() => (arrange ? { ...answered, state: selectRecords(answered.state, arrange) } : answered), [answered, arrange]);
  const left = useRecordLeft(format(nav.mode), shownRecord(nav.mode));
  return { nav, list, left };
}

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
