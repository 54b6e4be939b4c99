import { describe, expect, it } from 'vitest';
import { memoryBudget } from './image-budget.ts';

/** Work that runs until `finish` is called, recording when it started. */
function pending(log: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('memoryBudget', () => {
  it('runs at most `atOnce` at a time, however little each holds', async () => {
    const budget = memoryBudget(100, 2);
    const started: string[] = [];
    const [a, b, c] = [pending(started, 'a'), pending(started, 'b'), pending(started, 'c')];
    const runs = [budget.run(1, a.work), budget.run(1, b.work), budget.run(1, c.work)];
    await settle();
    expect(started).toEqual(['a', 'b']);
    a.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    b.finish();
    c.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
  });

  it('holds no more than its bytes at once, and lets no later small one overtake a large one waiting', async () => {
    const budget = memoryBudget(100, 3);
    const started: string[] = [];
    const [small, large, later] = [pending(started, 'small'), pending(started, 'large'), pending(started, 'later')];
    const runs = [budget.run(40, small.work), budget.run(80, large.work), budget.run(10, later.work)];
    await settle();
    expect(started).toEqual(['small']);
    small.finish();
    await settle();
    expect(started).toEqual(['small', 'large', 'later']);
    large.finish();
    later.finish();
    await Promise.all(runs);
  });

  it('gives back what failed work held', async () => {
    const budget = memoryBudget(100, 1);
    await expect(budget.run(100, () => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    await expect(budget.run(100, async () => 'next')).resolves.toBe('next');
  });

  it('refuses at once what could never fit', async () => {
    await expect(memoryBudget(100, 2).run(101, async () => 'never')).rejects.toThrow(RangeError);
  });
});
