import { describe, expect, it } from 'vitest';
import { accessRedirect, type Area } from './access.ts';
import type { Position } from '../../../contract/records/user.ts';

describe('access routing (spec §2)', () => {
  it.each<[Area, Position | null, string | null]>([
    ['student', null, '/'],
    ['tutor', null, '/'],
    ['student', 'student', null],
    ['tutor', 'tutor', null],
    ['student', 'tutor', '/tutor/home/home'],
    // The product sent students to /home-student/home; it is answered with this page anyway.
    ['tutor', 'student', '/student/home/home'],
    ['student-login', 'student', '/student/home/home'],
    ['student-login', 'tutor', null],
    ['student-login', null, null],
    ['tutor-login', 'tutor', '/tutor/home/home'],
    ['tutor-login', 'student', null],
    ['tutor-login', null, null],
    ['signup', 'student', '/student/home/home'],
    ['signup', 'tutor', '/tutor/home/home'],
    ['signup', null, null],
    // A guardian's pages are theirs alone (issue 27); their token opens none of the others'.
    ['guardian', null, '/'],
    ['guardian', 'guardian', null],
    ['guardian', 'student', '/student/home/home'],
    ['guardian', 'tutor', '/tutor/home/home'],
    ['student', 'guardian', '/guardian/home/home'],
    ['tutor', 'guardian', '/guardian/home/home'],
    ['guardian-login', 'guardian', '/guardian/home/home'],
    ['guardian-login', 'student', null],
    ['student-login', 'guardian', null],
    ['signup', 'guardian', '/guardian/home/home'],
  ])('%s page with %s token goes to %s', (area, position, target) => {
    expect(accessRedirect(area, position)).toBe(target);
  });
});
