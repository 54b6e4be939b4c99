/** A seeded source of chance: the same seed always answers the same sequence. */
export interface Random {
  /** A number from 0 (included) to 1 (excluded). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** A number from `min` (included) to `max` (excluded). */
  between(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy of `items`. */
  shuffled<T>(items: readonly T[]): T[];
  /**
   * A separate sequence for one part of the school, named by `label`: each part then comes out
   * the same whatever another part draws, so `--students 30` and the full school share their
   * assignments and events.
   */
  fork(label: string): Random;
}

/**
 * A seeded pseudo-random generator (mulberry32 over an FNV-1a hash of the seed): fast, and
 * enough for made-up names and absences; never for anything secret.
 *
 * @param seed any text; the same text makes the same demo school
 * @example const random = seededRandom('studyhall'); random.pick(['Asha', 'Ben'])
 */
export function seededRandom(seed: string): Random {
  let state = hashOf(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick: nothing to pick from');
      return items[Math.floor(next() * items.length)] as T;
    },
    shuffled<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
      }
      return copy;
    },
    fork: (label) => seededRandom(`${seed}/${label}`),
  };
  return random;
}

/** FNV-1a, 32 bits: spreads similar seeds ('a', 'b') far apart. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) as number;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
