import { describe, expect, it } from 'vitest';
import { KeptVariants } from './kept-variants.ts';

const entry = (bytes = 0) => ({ bytes });

describe('the variants of a kept answer', () => {
  it('keeps a running total of their bytes as they are made, made again and dropped', () => {
    const kept = new KeptVariants({ variants: 10, bytes: Infinity });
    const first = entry();
    kept.read('a', first);
    kept.grew('a', first, 300);
    kept.read('b', entry(200));
    expect(kept.bytes).toBe(500);
    // Made again after a change: the old making's bytes go with it.
    const again = entry();
    kept.read('a', again);
    expect(kept.bytes).toBe(200);
    // The old making, finished late or given a gzip copy, is no longer counted.
    kept.grew('a', first, 1000);
    expect(kept.bytes).toBe(200);
    kept.grew('a', again, 50);
    kept.forget('b');
    expect(kept.bytes).toBe(50);
  });

  it('drops the variants read longest ago past the byte limit, never the one just read', () => {
    const kept = new KeptVariants({ variants: 10, bytes: 1000 });
    for (const key of ['a', 'b', 'c']) kept.read(key, entry(400));
    expect(['a', 'b', 'c'].map((key) => kept.get(key) !== undefined)).toEqual([false, true, true]);
    kept.read('b', kept.get('b') ?? entry());
    kept.read('d', entry(5000));
    expect(['b', 'c', 'd'].map((key) => kept.get(key) !== undefined)).toEqual([false, false, true]);
    expect(kept.bytes).toBe(5000);
  });

  it('drops past the variant limit, and when a kept variant grows past the byte limit', () => {
    const kept = new KeptVariants({ variants: 2, bytes: 1000 });
    const [a, b] = [entry(), entry()];
    kept.read('a', a);
    kept.read('b', b);
    kept.read('c', entry());
    expect(kept.get('a')).toBeUndefined();
    kept.grew('b', b, 600);
    kept.read('c', kept.get('c') ?? entry());
    kept.grew('c', kept.get('c') ?? entry(), 600);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.bytes).toBe(600);
  });

  it('forgets a failed making only while the key still holds it', () => {
    const kept = new KeptVariants({ variants: 10, bytes: Infinity });
    const failed = entry();
    kept.read('a', failed);
    const next = entry(100);
    kept.read('a', next);
    kept.forget('a', failed);
    expect(kept.get('a')).toBe(next);
    kept.forget('a', next);
    expect(kept.get('a')).toBeUndefined();
    expect(kept.bytes).toBe(0);
  });
});
