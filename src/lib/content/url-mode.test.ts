import { describe, expect, it } from 'vitest';
import {
  parseAssignmentMode,
  parseFileRecordMode,
  parseNoticeMode,
  parsePhotosMode,
  parseStudentsMode,
  parseStudentView,
  shownRecord,
  studentViewSearch,
  tutorModeSearch,
  type PhotosMode,
  type StudentsMode,
  type TutorMode,
} from './url-mode.ts';

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

  it('opens an assignment’s hand-ins on the assignments page only', () => {
    expect(tutorModeSearch({ name: 'handIns', id: 'a1' })).toBe('?mode=handIns&id=a1');
    expect(parseAssignmentMode('?mode=handIns&id=a1')).toEqual({ name: 'handIns', id: 'a1' });
    expect(parseAssignmentMode('?mode=edit&id=a1')).toEqual({ name: 'edit', id: 'a1' });
    expect(parseFileRecordMode('?mode=handIns&id=a1')).toEqual({ name: 'home' });
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

describe('the modes of the students page', () => {
  it.each<[StudentsMode, string]>([
    [{ name: 'home' }, ''],
    [{ name: 'details', id: 's1' }, '?mode=details&id=s1'],
    [{ name: 'edit', id: 's1' }, '?mode=edit&id=s1'],
    [{ name: 'block', id: 's 1&2' }, '?mode=block&id=s+1%262'],
  ])('%j is written %j and read back', (mode, search) => {
    expect(tutorModeSearch(mode)).toBe(search);
    expect(parseStudentsMode(search)).toEqual(mode);
  });

  it.each(['?mode=all', '?mode=upload', '?mode=delete&id=s1', '?mode=block', '?mode=edit'])('reads %j, a view this page does not have, as home', (search) => {
    expect(parseStudentsMode(search)).toEqual({ name: 'home' });
  });

  it('is not read by the pages without a block question', () => {
    expect(parseNoticeMode('?mode=block&id=s1')).toEqual({ name: 'home' });
    expect(parseFileRecordMode('?mode=block&id=s1')).toEqual({ name: 'home' });
  });
});

describe('the modes of the photos page', () => {
  it.each<[PhotosMode, string]>([
    [{ name: 'home' }, ''],
    [{ name: 'all' }, '?mode=all'],
    [{ name: 'images', id: 'p1' }, '?mode=images&id=p1'],
    [{ name: 'editSubject', id: 'p1' }, '?mode=editSubject&id=p1'],
    [{ name: 'delete', id: 'p1' }, '?mode=delete&id=p1'],
    [{ name: 'addPhotos', id: 'p 1&2' }, '?mode=addPhotos&id=p+1%262'],
  ])('%j is written %j and read back', (mode, search) => {
    expect(tutorModeSearch(mode)).toBe(search);
    expect(parsePhotosMode(search)).toEqual(mode);
  });

  it.each(['?mode=images', '?mode=editSubject&id=', '?mode=details&id=p1', '?mode=edit&id=p1', '?mode=upload'])(
    'reads %j, a view this page does not have, as home',
    (search) => {
      expect(parsePhotosMode(search)).toEqual({ name: 'home' });
    },
  );

  it("is not read by the other tutor pages", () => {
    expect(parseNoticeMode('?mode=images&id=p1')).toEqual({ name: 'home' });
    expect(parseFileRecordMode('?mode=editSubject&id=p1')).toEqual({ name: 'home' });
    expect(parseStudentsMode('?mode=addPhotos&id=p1')).toEqual({ name: 'home' });
  });
});

describe('a view of one record without its id', () => {
  it('reads as home: edit names the record it edits', () => {
    expect(parseNoticeMode('?mode=edit')).toEqual({ name: 'home' });
    expect(parseStudentsMode('?mode=edit')).toEqual({ name: 'home' });
  });
});

describe('the record a view shows', () => {
  it("is the id of a view of one record, either role's", () => {
    expect(shownRecord({ name: 'edit', id: 'n1' })).toBe('n1');
    expect(shownRecord({ id: 'a1', area: 'notes' })).toBe('a1');
  });

  it('is none for a list, a form or home', () => {
    expect(shownRecord({ name: 'home' })).toBeNull();
    expect(shownRecord({ name: 'upload' })).toBeNull();
    expect(shownRecord({ id: null, area: null })).toBeNull();
  });
});
