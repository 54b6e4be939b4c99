import { describe, expect, it } from 'vitest';
import { studentsText as guardiansText } from '../../strings/students.ts';
import { outcomeWords, studentGuardians } from './guardians.ts';

describe("a student's guardians", () => {
  it('are read and added at the student’s path', () => {
    expect(studentGuardians('s/1').path).toBe('/tutor/home/students/s%2F1/guardians');
    const priya = { _id: 'g1', fname: 'Priya', email: 'p@home.test' };
    expect(studentGuardians('s1').readList({ guardians: [priya] })).toEqual([priya]);
    // An answer the page cannot read is said so, not shown as no guardians.
    expect(() => studentGuardians('s1').readList({ guardians: [priya, { _id: 'bad' }] })).toThrow();
  });

  it('say each of the three outcomes of adding one, naming the address', () => {
    const guardian = { _id: 'g1', fname: 'Priya', email: 'p@home.test' };
    expect(outcomeWords({ guardian, outcome: 'add' })).toBe(guardiansText.outcome.add('p@home.test'));
    expect(outcomeWords({ guardian, outcome: 'link' })).toBe(guardiansText.outcome.link('p@home.test'));
    expect(outcomeWords({ guardian, outcome: 'unchanged' })).toBe(guardiansText.outcome.unchanged('p@home.test'));
    expect(outcomeWords({ guardian, outcome: 'other' })).toBeNull();
    expect(outcomeWords({ outcome: 'add' })).toBeNull();
  });
});
