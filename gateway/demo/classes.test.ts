import { describe, expect, it } from 'vitest';
import { classCount, className } from './classes.ts';

describe('the demo classes', () => {
  it('names four sections a grade, 1A to 10D for forty classes', () => {
    expect(Array.from({ length: 40 }, (_, index) => className(index))).toEqual(
      Array.from({ length: 10 }, (_, grade) => ['A', 'B', 'C', 'D'].map((section) => `${grade + 1}${section}`)).flat(),
    );
  });

  it('makes a class for every 50 students or part of 50', () => {
    expect([1, 50, 51, 2000, 2001].map(classCount)).toEqual([1, 1, 2, 40, 41]);
  });
});
