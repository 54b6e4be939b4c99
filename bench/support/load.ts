import autocannon, { type Options } from 'autocannon';

/** One answer seen by a load generator: when it came (performance.now()), its status, its latency. */
export interface Sample {
  at: number;
  status: number;
  ms: number;
}

export interface Flood {
  /** Every answer, those in flight when the flood was stopped included. */
  samples: Sample[];
  /** When the flood started, on the performance.now() clock. */
  startedAt: number;
  /** When its last connection closed (NaN while it runs). */
  finishedAt: number;
  /** Stops sending (within ~0.1 s); resolves once the connections are closed. */
  stop(): Promise<void>;
}

/**
 * Starts an autocannon flood (closed loop: each connection sends again as soon as it is
 * answered) that records every answer until stopped or `options.duration` runs out.
 *
 * @param options autocannon's options; `duration` bounds the flood if `stop` is never called
 * @example const logins = startFlood({ url, connections: 16, duration: 40, method: 'POST', body })
 */
export function startFlood(options: Options): Flood {
  const instance = autocannon({ sampleInt: 100, ...options });
  const flood: Flood = {
    samples: [],
    startedAt: performance.now(),
    finishedAt: Number.NaN,
    stop() {
      instance.stop();
      return finished;
    },
  };
  const finished = Promise.resolve(instance).then(() => {
    flood.finishedAt = performance.now();
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    flood.samples.push({ at: performance.now(), status, ms });
  });
  return flood;
}

/** Runs a flood for `seconds`, then stops it and answers it with every sample. */
export async function floodFor(seconds: number, options: Omit<Options, 'duration'>): Promise<Flood> {
  const flood = startFlood({ ...options, duration: seconds + 1 });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  await flood.stop();
  return flood;
}

/** Answers per second over the whole flood. */
export function floodRate(flood: Flood, status?: number): number {
  const counted = status === undefined ? flood.samples : flood.samples.filter((sample) => sample.status === status);
  return counted.length / ((flood.finishedAt - flood.startedAt) / 1000);
}

export interface PacedCalls {
  /** How many calls to start per second, spread evenly over the workers. */
  rate: number;
  /** Calls in flight at most: a worker waits for its answer before its next call. */
  workers: number;
  seconds: number;
  /** One call; answers its status. */
  send: () => Promise<number>;
}

/**
 * Calls at a modest fixed rate for `seconds`, as a user's page does, and answers each call's
 * latency: a slow answer delays that worker's next call rather than piling calls up.
 *
 * @example const samples = await pacedCalls({ rate: 50, workers: 2, seconds: 15, send: () => session(token) })
 */
export async function pacedCalls({ rate, workers, seconds, send }: PacedCalls): Promise<Sample[]> {
  const samples: Sample[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  const interval = (workers * 1000) / rate;
  const maxCalls = Math.ceil(rate * seconds) + workers;
  const worker = async (index: number) => {
    let due = start + (index * interval) / workers;
    while (due < end && samples.length < maxCalls) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const sent = performance.now();
      const status = await send();
      const at = performance.now();
      samples.push({ at, status, ms: at - sent });
      due = Math.max(due + interval, at);
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  return samples;
}
