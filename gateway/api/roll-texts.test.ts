import { describe, expect, it } from 'vitest';
import { matchingStudents, rollTexts } from './roll-texts.ts';

const ROLL = [
  { name: 'asha kumar', email: 'asha.kumar@school.test', admissionNo: '10042' },
  { name: 'ravi ashanti', email: 'ravi@gmail.test', admissionNo: '20010' },
  { name: 'ben\nstokes', email: 'ben@school.test', admissionNo: '31004' },
  { name: 'kumar das', email: 'kd@gmail.test', admissionNo: '10043' },
];
const texts = rollTexts(ROLL);
/** The positions of the students `text` finds. */
const found = (text: string) => [...matchingStudents(texts, text)].flatMap((mark, index) => (mark === 1 ? [index] : []));

describe('matchingStudents', () => {
  it("finds a word's start in a name, not its middle", () => {
    expect(found('ash')).toEqual([0, 1]);
    expect(found('kumar')).toEqual([0, 3]);
    expect(found('shan')).toEqual([]);
  });

  it('finds an e-mail holding the text, and an admission number starting with it', () => {
    expect(found('gmail')).toEqual([1, 3]);
    expect(found('1004')).toEqual([0, 3]);
    expect(found('0042')).toEqual([]);
  });

  it('counts each student once however many fields hold the text, and never across two students', () => {
    expect(found('a')).toEqual([0, 1, 3]);
    expect(found('10043')).toEqual([3]);
    expect(found('test\n')).toEqual([]);
    expect(found('stokes')).toEqual([2]);
  });
});
