/** Something kept that holds bytes: how many is known only once it is made. */
export interface Held {
  bytes: number;
}

/** How much is kept at most: past either limit, what was read longest ago goes first. */
export interface Limits {
  /** The most variants kept at once. */
  variants: number;
  /** The most bytes their copies hold together (plain, brotli, gzip). */
  bytes: number;
}

/**
 * The variants of one kept answer, in the order they were last read, with the bytes they hold
 * between them kept as a running total: a route may keep a thousand variants, and a read must
 * not add them all up to know whether one has to go.
 *
 * @example const variants = new KeptVariants<Kept>({ variants: 64, bytes: Infinity })
 */
export class KeptVariants<Entry extends Held> {
  readonly #entries = new Map<string, Entry>();
  readonly #limits: Limits;
  #bytes = 0;

  constructor(limits: Limits) {
    this.#limits = limits;
  }

  get(key: string): Entry | undefined {
    return this.#entries.get(key);
  }

  /** The bytes every variant kept holds. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Keeps `entry` under `key`, as the one read last, in place of what the key held. */
  read(key: string, entry: Entry): void {
    this.forget(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#trim(key);
  }

  /** Counts bytes `entry` has come to hold since it was kept, unless it has gone meanwhile. */
  grew(key: string, entry: Entry, bytes: number): void {
    entry.bytes += bytes;
    if (this.#entries.get(key) !== entry) return;
    this.#bytes += bytes;
    this.#trim(key);
  }

  /** Drops `key` if it still holds `entry`: a failed making, say, that the next read makes again. */
  forget(key: string, entry?: Entry): void {
    const kept = this.#entries.get(key);
    if (!kept || (entry && kept !== entry)) return;
    this.#entries.delete(key);
    this.#bytes -= kept.bytes;
  }

  /** Drops the variants read longest ago until both limits are met, but never `last`, the one just read, whatever it holds. */
  #trim(last: string): void {
    for (const oldest of this.#entries.keys()) {
      if (oldest === last || (this.#entries.size <= this.#limits.variants && this.#bytes <= this.#limits.bytes)) return;
      this.forget(oldest);
    }
  }
}
