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
});
