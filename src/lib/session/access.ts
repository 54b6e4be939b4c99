import type { Position } from '../../../contract/records/user.ts';

/** The kinds of page the access rules (spec §2) tell apart. */
export type Area = 'student' | 'tutor' | 'student-login' | 'tutor-login' | 'signup';

/**
 * Where a visitor holding a token of `position` (null: none) must go instead of a page of
 * `area`, or null to stay. Self-contained because the head guard inlines its source.
 */
export function accessRedirect(area: Area, position: Position | null): string | null {
  const home = { student: '/student/home/home', tutor: '/tutor/home/home' };
  if (area === 'student' || area === 'tutor') {
    if (!position) return '/';
    return position === area ? null : home[position];
  }
  if (area === 'signup') return position ? home[position] : null;
  const loginRole = area === 'student-login' ? 'student' : 'tutor';
  return position === loginRole ? home[loginRole] : null;
}
