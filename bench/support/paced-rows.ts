import { describeLoad } from './machine.ts';
import { pacedLatency, type PacedLatency } from './paced-latency.ts';
import type { Row } from './report.ts';
import { formatStatuses } from './stats.ts';

/** One call measured at a constant rate against its target. */
export interface PacedCall {
  /** The benchmark's name, for its rows. */
  bench: string;
  /** What is called: `GET /student/home/events`. */
  name: string;
  /** Calls a second. */
  rate: number;
  /** The target for p99 at that rate. */
  targetMs: number;
  /** The p99 measured before the change that is to meet the target, if it was measured: the rows' reference. */
  before?: { p99: number; at: string } | undefined;
  /** One call; answers its status. */
  send: () => Promise<number>;
}

/** How long each measurement runs. */
export interface PacedTimes {
  warmUpSeconds: number;
  seconds: number;
}

/**
 * Measures one call at its constant rate (`pacedLatency`), prints its line with the load
 * average, and answers its figures and rows: p99 against the figure before (or against p50 when
 * none was taken), max, and the answers other than 200. A call passes when its p99 meets the
 * target and every answer was a 200.
 *
 * @example const { rows } = await measurePaced({ bench: 'api-lists', name: 'GET /student/home/events', rate: 500, targetMs: 20, send }, { warmUpSeconds: 3, seconds: 15 })
 */
export async function measurePaced(measured: PacedCall, times: PacedTimes): Promise<{ figures: PacedLatency; rows: Row[] }> {
  const figures = await pacedLatency({ rate: measured.rate, ...times, send: measured.send });
  const { calls, achieved, statuses, failed, p50, p99, max } = figures;
  const verdict = p99 <= measured.targetMs && failed === 0 ? 'pass' : 'fail';
  const before = measured.before ? `, ${measured.before.p99} ms before (${measured.before.at})` : '';
  console.log(
    `${measured.name} at ${measured.rate}/s: ${calls} calls (${formatStatuses(statuses)}), ${achieved.toFixed(0)}/s achieved, ` +
      `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms${before}, max ${max.toFixed(1)} ms → ${verdict.toUpperCase()} (target p99 ≤ ${measured.targetMs} ms); load average ${describeLoad()}`,
  );
  const name = `${measured.name} at ${measured.rate}/s`;
  const p99Row: Row = measured.before
    ? { bench: measured.bench, measure: `p99 ${name} (ref: before, ${measured.before.at})`, figure: p99, reference: measured.before.p99, unit: 'ms', target: `≤ ${measured.targetMs} ms`, verdict }
    : { bench: measured.bench, measure: `p99 ${name} (ref: p50)`, figure: p99, reference: p50, unit: 'ms', target: `≤ ${measured.targetMs} ms`, verdict };
  return {
    figures,
    rows: [
      p99Row,
      { bench: measured.bench, measure: `max ${name}`, figure: max, unit: 'ms' },
      { bench: measured.bench, measure: `answers other than 200, ${name}`, figure: failed, target: '0', verdict: failed === 0 ? 'pass' : 'fail' },
    ],
  };
}
