// The thread `floodOnThread` starts: one autocannon flood, reported to the main thread at its end.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { ThreadFlood, ThreadFloodOptions } from './flood-thread.ts';

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
