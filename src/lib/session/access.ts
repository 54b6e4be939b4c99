import type { Position } from '../../../contract/records/user.ts';

/** The kinds of page the access rules (spec §2) tell apart: each role's area and login page, and the sign-up. */
export type Area = Position | `${Position}-login` | 'signup';

/** The role a page of `area` belongs to: a login page is its role's. */
export function appOf(area: Exclude<Area, 'signup'>): Position {
  return area.endsWith('-login') ? (area.slice(0, -'-login'.length) as Position) : (area as Position);
}

/**
 * Where a visitor holding a token of `position` (null: none) must go instead of a page of
 * `area`, or null to stay: each role's area is its own, a token of another role opens that
 * role's home. Self-contained because the head guard inlines its source.
 */
export function accessRedirect(area: Area, position: Position | null): string | null {
  const home = (role: Position) => '/' + role + '/home/home';
  if (area === 'signup') return position ? home(position) : null;
  if (area.endsWith('-login')) return position && area === position + '-login' ? home(position) : null;
  if (!position) return '/';
  return position === area ? null : home(position);
}
