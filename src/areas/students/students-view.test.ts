import { describe, expect, it } from 'vitest';
import { noFilter, parseStudentsView, searchPath, studentsViewSearch, tableOf } from './students-view.ts';

describe('the Students page’s address', () => {
  it('keeps the view and the filter together, leaving out what is as it starts', () => {
    const view = { name: 'details' as const, id: 's1', filter: { q: 'asha kumar', classId: 'c7', blocked: 'false' as const, page: 3 } };
    const search = studentsViewSearch(view);
    expect(search).toBe('?mode=details&id=s1&q=asha+kumar&class=c7&blocked=false&page=3');
    expect(parseStudentsView(search)).toEqual(view);
    expect(studentsViewSearch(tableOf(noFilter))).toBe('');
    expect(studentsViewSearch(tableOf({ ...noFilter, q: '10001' }))).toBe('?q=10001');
  });

  it('keeps the import and the password reset question in the address, with the filter to return to', () => {
    const filter = { ...noFilter, q: 'asha' };
    expect(studentsViewSearch({ name: 'import', filter })).toBe('?mode=import&q=asha');
    expect(parseStudentsView('?mode=import&q=asha')).toEqual({ name: 'import', filter });
    expect(parseStudentsView('?mode=resetPassword&id=s1')).toEqual({ name: 'resetPassword', id: 's1', filter: noFilter });
    // A question about no student is the table.
    expect(parseStudentsView('?mode=resetPassword')).toEqual(tableOf(noFilter));
  });

  it('reads an unknown or mistyped filter as the whole list’s first page', () => {
    expect(parseStudentsView('?page=0&blocked=maybe&q=%20%20')).toEqual(tableOf(noFilter));
    expect(parseStudentsView('?page=2.5').filter.page).toBe(1);
  });

  it('asks the server for one page of 50 with its total, whatever the filter', () => {
    expect(searchPath(noFilter)).toBe('/tutor/home/students?limit=50&page=1');
    expect(searchPath({ q: 'ash', classId: 'c1', blocked: 'true', page: 2 })).toBe('/tutor/home/students?q=ash&class=c1&blocked=true&page=2&limit=50');
  });
});
