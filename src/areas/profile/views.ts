/**
 * The view of either role's Profile page, kept in the address so Back and a reload keep it: no
 * query is the details, `?mode=edit` their form. Both show the user's own record, so the address
 * names no id; anything else reads as the details, so an old or mistyped address still opens the page.
 */
export type ProfileView = 'details' | 'edit';

export function parseProfileView(search: string): ProfileView {
  return new URLSearchParams(search).get('mode') === 'edit' ? 'edit' : 'details';
}

/** The query of `view`, with its `?`; empty for the details. */
export function profileViewSearch(view: ProfileView): string {
  return view === 'edit' ? '?mode=edit' : '';
}
