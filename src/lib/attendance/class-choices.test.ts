import { describe, expect, it } from 'vitest';
import type { SchoolClass } from '../../../contract/records/school-class.ts';
import { classChoices } from './class-choices.ts';

describe('the classes a tutor picks from', () => {
  const schoolClass = (_id: string, tutorIds: string[], archived = false): SchoolClass => ({ _id, name: _id, archived, tutorIds, studentCount: 1 });
  it('puts the tutor’s own first and leaves archived ones out', () => {
    const classes = [schoolClass('6A', []), schoolClass('7B', ['me']), schoolClass('8C', ['me', 'you'], true), schoolClass('9D', ['you'])];
    const { mine, others } = classChoices(classes, 'me');
    expect(mine.map((each) => each._id)).toEqual(['7B']);
    expect(others.map((each) => each._id)).toEqual(['6A', '9D']);
    expect(classChoices(classes, undefined).mine).toEqual([]);
  });
});
