import { describe, expect, it } from 'vitest';
import { formatCount, plural } from './plural.ts';

describe('plural', () => {
  const arabic = { zero: 'لا طلاب', one: 'طالب واحد', two: 'طالبان', few: '# طلاب', many: '# طالبًا', other: '# طالب' };

  it("takes the language's own category for the count", () => {
    expect(plural('ar', 0, arabic)).toBe('لا طلاب');
    expect(plural('ar', 2, arabic)).toBe('طالبان');
    expect(plural('ar', 11, arabic)).toMatch(/طالبًا$/);
    expect(plural('hi', 0, { one: '# छात्र', other: '# छात्रों' })).toBe('0 छात्र');
  });

  it("falls back on 'other' and writes the count in the language's digits", () => {
    expect(plural('en', 1, { other: '# students' })).toBe('1 students');
    expect(plural('en', 12000, { one: '# student', other: '# students' })).toBe('12,000 students');
    expect(plural('ar', 3, arabic)).toBe(`${new Intl.NumberFormat('ar').format(3)} طلاب`);
  });
});

describe('formatCount', () => {
  it("writes a count with the language's grouping and digits", () => {
    expect(formatCount('en', 20000)).toBe('20,000');
    expect(formatCount('hi', 200000)).toBe('2,00,000');
    expect(formatCount('ar', 12)).toBe(new Intl.NumberFormat('ar').format(12));
  });
});
