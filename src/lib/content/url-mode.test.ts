import { describe, expect, it } from 'vitest';
import { parseFileRecordMode, parseNoticeMode, parseStudentView, studentViewSearch, tutorModeSearch, type TutorMode } from './url-mode.ts';

describe('tutor modes in the address', () => {
  it.each<[TutorMode, string]>([
    [{ name: 'home' }, ''],
    [{ name: 'upload' }, '?mode=upload'],
    [{ name: 'details', id: 'a1' }, '?mode=details&id=a1'],
    [{ name: 'edit', id: 'a1' }, '?mode=edit&id=a1'],
    [{ name: 'editFile', id: 'a1' }, '?mode=editFile&id=a1'],
    [{ name: 'delete', id: 'a b&c' }, '?mode=delete&id=a+b%26c'],
  ])('%j is written %j and read back', (mode, search) => {
    expect(tutorModeSearch(mode)).toBe(search);
    expect(parseFileRecordMode(search)).toEqual(mode);
  });

  it('reads the parameters in any order', () => {
    expect(parseFileRecordMode('?id=7&mode=edit')).toEqual({ name: 'edit', id: '7' });
  });

  it.each(['?mode=details', '?mode=edit&id=', '?mode=rename&id=1', '?id=1', '?mode=', '?mode=UPLOAD'])('reads %j, which names no view, as home', (search) => {
    expect(parseFileRecordMode(search)).toEqual({ name: 'home' });
  });

  it('opens upload whatever else the address carries', () => {
    expect(parseFileRecordMode('?mode=upload&id=1')).toEqual({ name: 'upload' });
  });
});

describe('the modes of announcements and events', () => {
  it.each<[TutorMode, string]>([
    [{ name: 'all' }, '?mode=all'],
    [{ name: 'details', id: 'e1' }, '?mode=details&id=e1'],
    [{ name: 'edit', id: 'e1' }, '?mode=edit&id=e1'],
    [{ name: 'delete', id: 'e1' }, '?mode=delete&id=e1'],
  ])('%j is written %j and read back', (mode, search) => {
    expect(tutorModeSearch(mode)).toBe(search);
    expect(parseNoticeMode(search)).toEqual(mode);
  });

  it.each(['?mode=upload', '?mode=editFile&id=e1', '?mode=all2'])('reads %j, a view these pages do not have, as home', (search) => {
    expect(parseNoticeMode(search)).toEqual({ name: 'home' });
  });

  it("reads assignments' and notes' addresses without 'all'", () => {
    expect(parseFileRecordMode('?mode=all')).toEqual({ name: 'home' });
  });
});

describe('student views in the address', () => {
  it('reads no query as the list', () => {
    expect(parseStudentView('')).toEqual({ id: null, area: null });
    expect(studentViewSearch({ id: null, area: null })).toBe('');
  });

  it('reads one record, with its area where given', () => {
    expect(parseStudentView('?id=n1')).toEqual({ id: 'n1', area: null });
    expect(parseStudentView('?area=notes&id=n1')).toEqual({ id: 'n1', area: 'notes' });
    expect(studentViewSearch({ id: 'n1', area: null })).toBe('?id=n1');
    expect(studentViewSearch({ id: 'n1', area: 'notes' })).toBe('?area=notes&id=n1');
  });

  it('ignores an area without a record', () => {
    expect(parseStudentView('?area=notes')).toEqual({ id: null, area: null });
    expect(studentViewSearch({ id: null, area: 'notes' })).toBe('');
  });
});
