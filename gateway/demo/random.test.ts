import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.ts';

const draws = (seed: string, count = 20) => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('seededRandom', () => {
  it('answers the same sequence for the same seed and another for another seed', () => {
    expect(draws('studyhall')).toEqual(draws('studyhall'));
    expect(draws('studyhall')).not.toEqual(draws('studyhall2'));
  });

  it('draws whole numbers across the whole range, both ends included', () => {
    const random = seededRandom('range');
    const seen = new Set(Array.from({ length: 500 }, () => random.int(2, 4)));
    expect([...seen].sort()).toEqual([2, 3, 4]);
  });

  it('gives each part of the school its own sequence, whatever the parent drew before', () => {
    const fresh = seededRandom('school');
    const used = seededRandom('school');
    for (let index = 0; index < 50; index++) used.next();
    expect(used.fork('events').next()).toBe(fresh.fork('events').next());
    expect(fresh.fork('events').next()).not.toBe(fresh.fork('photos').next());
  });

  it('shuffles into a copy holding the same items', () => {
    const items = Array.from({ length: 30 }, (_, index) => index);
    const shuffled = seededRandom('shuffle').shuffled(items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((one, other) => one - other)).toEqual(items);
  });
});
