import { describe, expect, it } from 'vitest';
import { inTurns } from './in-turns.ts';

describe('inTurns', () => {
  it('works through every item in order, a slice at a time, letting what waits run between slices', async () => {
    const seen: string[] = [];
    const waiting = new Promise<void>((resolve) =>
      setImmediate(() => {
        seen.push('other');
        resolve();
      }),
    );
    await inTurns([1, 2, 3, 4, 5], 2, (slice) => seen.push(slice.join('+')));
    await waiting;
    expect(seen).toEqual(['1+2', 'other', '3+4', '5']);
  });

  it('takes a generator’s items only as their slice is due', async () => {
    let made = 0;
    function* numbers() {
      for (let number = 1; number <= 5; number++) {
        made++;
        yield number;
      }
    }
    const madeBySlice: number[] = [];
    await inTurns(numbers(), 2, () => madeBySlice.push(made));
    expect(madeBySlice).toEqual([2, 4, 5]);
  });

  it('does nothing for no items', async () => {
    let slices = 0;
    await inTurns([], 2, () => slices++);
    expect(slices).toBe(0);
  });
});
