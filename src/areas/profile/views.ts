/**
 * The view of either role's Profile page, kept in the address so Back and a reload keep it: no
 * query is the details, `?mode=edit` their form, `?mode=password` the change of password. All
 * show the user's own account, so the address names no id; anything else reads as the details,
 * so an old or mistyped address still opens the page.
 */
export type ProfileView = 'details' | 'edit' | 'password';

/** The views the address names by their `mode`. */
const NAMED_VIEWS: readonly ProfileView[] = ['edit', 'password'];

export function parseProfileView(search: string): ProfileView {
  const mode = new URLSearchParams(search).get('mode');
  return NAMED_VIEWS.find((view) => view === mode) ?? 'details';
}

/** The query of `view`, with its `?`; empty for the details. */
export function profileViewSearch(view: ProfileView): string {
  return view === 'details' ? '' : `?mode=${view}`;
}
