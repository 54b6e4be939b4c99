import type { Sample } from './load.ts';

/**
 * Calls `send` at `rate` a second until `until` settles, and answers every call's latency counted
 * from when it was due, not from when it went: a server that stalls for a second delays every
 * call due in that second, and a few workers each waiting on one stalled call would otherwise
 * record one slow call instead of a hundred (coordinated omission).
 *
 * @example const samples = await pacedWhile(importing, 100, read)
 */
export async function pacedWhile(until: Promise<unknown>, rate: number, send: () => Promise<number>): Promise<Sample[]> {
  let running = true;
  void until.finally(() => (running = false));
  const samples: Sample[] = [];
  const interval = 1000 / rate;
  const start = performance.now();
  const calls: Promise<void>[] = [];
  for (let index = 0; running; index++) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    calls.push(
      send().then((status) => {
        const at = performance.now();
        samples.push({ at, status, ms: at - due });
      }),
    );
  }
  await Promise.all(calls);
  return samples;
}

/** `pacedWhile` for a number of seconds. */
export function pacedFor(seconds: number, rate: number, send: () => Promise<number>): Promise<Sample[]> {
  return pacedWhile(new Promise((resolve) => setTimeout(resolve, seconds * 1000)), rate, send);
}
