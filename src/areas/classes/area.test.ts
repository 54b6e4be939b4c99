import { describe, expect, it } from 'vitest';
import { contentText } from '../../strings/content.ts';
import { classesList, studentSearch } from './area.ts';

const tutors = [
  { _id: 't1', fname: 'mrs rao' },
  { _id: 't2', fname: 'Mr Bose' },
];
const schoolClass = { _id: 'c1', name: '7 B', archived: false, tutorIds: ['t2', 't1'], studentCount: 3 };

describe('the classes list', () => {
  it('names each class’s tutors from the answer’s tutors, in the class’s order', () => {
    expect(classesList.readList({ classes: [schoolClass], tutors })).toEqual([{ ...schoolClass, tutors: [tutors[1], tutors[0]] }]);
  });

  it('leaves out a tutor the answer does not name', () => {
    expect(classesList.readList({ classes: [{ ...schoolClass, tutorIds: ['gone', 't1'] }], tutors })[0]?.tutors).toEqual([tutors[0]]);
  });

  it.each([
    ['no tutors', { classes: [schoolClass] }],
    ['a class without its count', { classes: [{ ...schoolClass, studentCount: '3' }], tutors }],
  ])('refuses an answer with %s, so the page says so', (_case, answer) => {
    expect(() => classesList.readList(answer)).toThrow(contentText.unreadableList);
  });
});

describe('a search of the students', () => {
  it('asks the server for one page of those matching, and reads the page and the total', () => {
    const search = studentSearch('asha k');
    expect(search.path).toBe('/tutor/home/students?q=asha+k&limit=20');
    const asha = { _id: 's1', fname: 'Asha', email: 'asha@school.test', admissionNo: '10001', blocked: false };
    expect(search.readList({ students: [asha], total: 41 })).toEqual([{ students: [asha], total: 41 }]);
  });

  it('refuses an answer without a total (a server that does not search), instead of showing every student', () => {
    expect(() => studentSearch('asha').readList({ students: [] })).toThrow(contentText.unreadableList);
  });
});
