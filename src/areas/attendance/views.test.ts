import { describe, expect, it } from 'vitest';
import { attendanceViewSearch, parseStudentView, parseTutorView, type AttendanceView } from './views.ts';

describe('the views of the attendance pages in the address', () => {
  it.each<[AttendanceView, string]>([
    [{ day: null, mode: 'calendar' }, ''],
    [{ day: '2026-11-23', mode: 'calendar' }, '?day=2026-11-23'],
    [{ day: '2026-11-23', mode: 'mark' }, '?day=2026-11-23&mode=mark'],
  ])("the tutor's %j is written %j and read back", (view, search) => {
    expect(attendanceViewSearch(view)).toBe(search);
    expect(parseTutorView(search)).toEqual(view);
  });

  it.each<[AttendanceView, string]>([
    [{ day: '2026-11-23', mode: 'register', classId: 'c-7b' }, '?class=c-7b&day=2026-11-23'],
    [{ day: null, mode: 'register', classId: 'c-7b' }, '?class=c-7b'],
  ])("the tutor's register %j is written %j and read back", (view, search) => {
    expect(attendanceViewSearch(view)).toBe(search);
    expect(parseTutorView(search)).toEqual(view);
  });

  it('reads a class with a mode as its register, and a register asked for by mode alone as the calendar', () => {
    expect(parseTutorView('?class=c-7b&day=2026-11-23&mode=mark')).toEqual({ day: '2026-11-23', mode: 'register', classId: 'c-7b' });
    expect(parseTutorView('?day=2026-11-23&mode=register')).toEqual({ day: '2026-11-23', mode: 'calendar' });
    expect(parseStudentView('?class=c-7b&day=2026-11-23')).toEqual({ day: '2026-11-23', mode: 'calendar' });
  });

  it.each<[AttendanceView, string]>([
    [{ day: null, mode: 'report' }, '?mode=report'],
    [{ day: '2026-11-23', mode: 'report' }, '?day=2026-11-23&mode=report'],
  ])("the student's %j is written %j and read back", (view, search) => {
    expect(attendanceViewSearch(view)).toBe(search);
    expect(parseStudentView(search)).toEqual(view);
  });

  it('reads a day that is not real as today, and the form without a day as the calendar', () => {
    expect(parseTutorView('?day=2026-02-30')).toEqual({ day: null, mode: 'calendar' });
    expect(parseTutorView('?day=23/11/2026&mode=mark')).toEqual({ day: null, mode: 'calendar' });
    expect(parseTutorView('?mode=mark')).toEqual({ day: null, mode: 'calendar' });
  });

  it("reads a mode the page lacks as its calendar: a student cannot open the form, nor a tutor the report", () => {
    expect(parseStudentView('?day=2026-11-23&mode=mark')).toEqual({ day: '2026-11-23', mode: 'calendar' });
    expect(parseTutorView('?mode=report')).toEqual({ day: null, mode: 'calendar' });
  });
});
