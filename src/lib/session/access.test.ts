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
  ])('%s page with %s token goes to %s', (area, position, target) => {
    expect(accessRedirect(area, position)).toBe(target);
  });
});
