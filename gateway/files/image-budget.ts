/** Runs work that holds memory within the budget: see `memoryBudget`. */
export interface MemoryBudget {
  /**
   * Runs `work` once `cost` bytes fit in the budget beside what already runs and fewer than
   * `atOnce` run; answers what it answers. A cost past the whole budget is refused at once.
   */
  run<T>(cost: number, work: () => Promise<T>): Promise<T>;
}

/**
 * Admits work by the memory it may hold, in the order it asks: at most `bytes` held and `atOnce`
 * running across the process. First come, first served, so a large image waits for room rather
 * than being overtaken for ever by small ones.
 *
 * @param bytes what the work running at once may hold together
 * @param atOnce how many may run at once, whatever they hold
 * @example const images = memoryBudget(200 * 1024 * 1024, 2); await images.run(decodingCost(header), () => decode(path))
 */
export function memoryBudget(bytes: number, atOnce: number): MemoryBudget {
  let held = 0;
  let running = 0;
  const waiting: Array<{ cost: number; start: () => void }> = [];
  const admit = () => {
    for (let next = waiting[0]; next && running < atOnce && held + next.cost <= bytes; next = waiting[0]) {
      waiting.shift();
      held += next.cost;
      running += 1;
      next.start();
    }
  };
  return {
    async run(cost, work) {
      if (cost > bytes) throw new RangeError(`${cost} bytes can never fit in a budget of ${bytes}`);
      await new Promise<void>((start) => {
        waiting.push({ cost, start });
        admit();
      });
      try {
        return await work();
      } finally {
        held -= cost;
        running -= 1;
        admit();
      }
    },
  };
}
