/**
 * Resolves on the event loop's next turn, after the I/O waiting now: requests that came in
 * meanwhile are answered before the caller goes on.
 *
 * @example for (const batch of batches) { await write(batch); await nextTurn(); }
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Runs `work` over `items` a slice at a time, with a turn of the event loop between slices: a
 * 20,000-row file, checked or written in one go, would hold every other request of the process
 * for as long as it takes. Items are taken as their slice is due, so a generator's are made
 * only a slice at a time.
 *
 * @param items what to work through, in order
 * @param size how many items one slice holds
 * @param work what to do with one slice
 * @example await inTurns(rows, 500, (slice) => { for (const row of slice) check(row); })
 */
export async function inTurns<Item>(items: Iterable<Item>, size: number, work: (slice: Item[]) => unknown): Promise<void> {
  let slice: Item[] = [];
  let first = true;
  const runSlice = async () => {
    if (!first) await nextTurn();
    first = false;
    await work(slice);
    slice = [];
  };
  for (const item of items) {
    slice.push(item);
    if (slice.length === size) await runSlice();
  }
  if (slice.length > 0) await runSlice();
}
