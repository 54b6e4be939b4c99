// The thread `floodOnThread` starts: one autocannon flood, reported to the main thread at its end.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { ThreadFlood, ThreadFloodOptions } from './flood-thread.ts';

// The flood stands for clients on other machines: on this one, its thread (Linux names it in
// /proc/thread-self) yields the cores to the server it floods and to the calls timed beside it.
setPriority(Number(readlinkSync('/proc/thread-self').split('/').at(-1)), 19);

const options = workerData as ThreadFloodOptions;
const statuses: number[] = [];
const ms: number[] = [];
const started = performance.now();
const instance = autocannon(options);
instance.on('response', (_client: unknown, status: number, _bytes: number, latency: number) => {
  statuses.push(status);
  ms.push(latency);
});
const result = await instance;
const flood: ThreadFlood = { statuses, ms, errors: result.errors - result.timeouts, timeouts: result.timeouts, seconds: (performance.now() - started) / 1000 };
parentPort?.postMessage(flood);
