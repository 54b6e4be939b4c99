import { pacedCalls } from './load.ts';
import { countStatuses, percentile } from './stats.ts';

/** A worker waits for its answer before its next call: enough of them that an answer this slow still keeps the pace. */
const SLOWEST_PACED_ANSWER_MS = 40;

/** How a paced measurement went. */
export interface PacedLatency {
  calls: number;
  /** Calls a second actually made, against the rate asked for. */
  achieved: number;
  statuses: Record<number, number>;
  /** Answers other than 200. */
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

/** What to call, how often and for how long. */
export interface PacedMeasurement {
  /** Calls a second. */
  rate: number;
  /** Calls at the same rate first, not counted: connections opened, code warmed up. */
  warmUpSeconds: number;
  seconds: number;
  /** One call; answers its status. */
  send: () => Promise<number>;
}

/**
 * Calls at a constant rate, after a warm-up at the same rate, and sums up the latencies: the
 * shape of every list measurement (the pages' calls come at their own pace, not as fast as
 * the server answers).
 *
 * @example const { p99, failed } = await pacedLatency({ rate: 500, warmUpSeconds: 3, seconds: 15, send })
 */
export async function pacedLatency({ rate, warmUpSeconds, seconds, send }: PacedMeasurement): Promise<PacedLatency> {
  const workers = Math.max(2, Math.ceil((rate * SLOWEST_PACED_ANSWER_MS) / 1000));
  await pacedCalls({ rate, workers, seconds: warmUpSeconds, send });
  const started = performance.now();
  const samples = await pacedCalls({ rate, workers, seconds, send });
  const achieved = samples.length / ((performance.now() - started) / 1000);
  const ms = samples.map((sample) => sample.ms);
  const statuses = countStatuses(samples.map((sample) => sample.status));
  return {
    calls: samples.length,
    achieved,
    statuses,
    failed: samples.length - (statuses[200] ?? 0),
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: Math.max(...ms),
  };
}
