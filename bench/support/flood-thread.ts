import { Worker } from 'node:worker_threads';
import type { Options } from 'autocannon';

/** What a flood run on its own thread saw: every answer's status and latency, and what never came. */
export interface ThreadFlood {
  statuses: number[];
  ms: number[];
  /** Requests that failed without an answer, timeouts not included. */
  errors: number;
  /** Requests unanswered within autocannon's `timeout` (default 10 s). */
  timeouts: number;
  /** From the first request to the flood's end. */
  seconds: number;
}

/** The options a thread can be given: plain data only (no `setupRequest` or `onResponse` functions). */
export type ThreadFloodOptions = Omit<Options, 'setupRequest' | 'onResponse' | 'requests'> & { duration: number };

/**
 * Runs an autocannon flood (closed loop: each connection sends again once answered) for
 * `options.duration` seconds on a thread of its own. Hundreds of connections answered at once
 * keep a thread busy; on the benchmark's main thread they would delay the calls it times
 * beside the flood, and the delay would be counted as the server's.
 *
 * @param options autocannon's options, plain data only
 * @example const flood = await floodOnThread({ url, connections: 200, duration: 17, method: 'POST', headers, body })
 */
export function floodOnThread(options: ThreadFloodOptions): Promise<ThreadFlood> {
  const worker = new Worker(new URL('./flood-thread-worker.ts', import.meta.url), { workerData: options });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the flood's thread exited with ${code} before it reported`)));
  });
}
