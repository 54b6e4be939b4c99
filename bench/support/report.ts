import { appendFileSync } from 'node:fs';
import { takeServerMemoryRow } from './server-memory.ts';

/** One figure of a benchmark, with what it is compared against in the same run. */
export interface Row {
  /** The benchmark's name, as its script is named: `login-flood`. */
  bench: string;
  /** What was measured: `p99 GET /api/session`. */
  measure: string;
  figure: number | string;
  /** Unit of `figure` and `reference`: `ms`, `/s`. */
  unit?: string;
  /** The same measure without the stress, taken in the same run. */
  reference?: number;
  /** What the figure should be once the issue is fixed, with a verdict when it can be checked. */
  target?: string;
  verdict?: 'pass' | 'fail';
}

/** The runner sets this to collect every script's rows into one table. */
const ROWS_FILE = 'BENCH_ROWS_FILE';

function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '-';
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en');
  return String(Number(value.toPrecision(3)));
}

function withUnit(value: number | string | undefined, unit = ''): string {
  if (value === undefined) return '';
  return typeof value === 'number' ? `${formatNumber(value)}${unit ? ` ${unit}` : ''}` : value;
}

/** figure ÷ reference, when both are numbers and the reference is not zero. */
function ratio(row: Row): string {
  if (typeof row.figure !== 'number' || row.reference === undefined || row.reference === 0) return '';
  return `×${formatNumber(row.figure / row.reference)}`;
}

/** The rows as an aligned text table: name, figure, reference, ratio, target. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['benchmark', 'figure', 'reference (same run)', 'ratio', 'target'];
  const cells = rows.map((row) => [
    `${row.bench}: ${row.measure}`,
    withUnit(row.figure, row.unit),
    withUnit(row.reference, row.unit),
    ratio(row),
    [row.target, row.verdict?.toUpperCase()].filter(Boolean).join(' → '),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => (line[column] ?? '').length)));
  const line = (values: string[]) => values.map((value, column) => value.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

/**
 * Prints a benchmark's figures and, under the runner, hands them over for the common table.
 * The servers `withServer` ran for it since the last report add their peak-RSS row, so every
 * benchmark that starts the server says what memory its load took.
 *
 * @example report([{ bench: 'login-flood', measure: 'p99 GET /api/session', figure: 918, unit: 'ms', reference: 8 }])
 */
export function report(reported: readonly Row[]): void {
  const memory = reported[0] && takeServerMemoryRow(reported[0].bench);
  const rows = memory ? [...reported, memory] : reported;
  console.log(`\n${formatTable(rows)}\n`);
  const file = process.env[ROWS_FILE];
  if (file) appendFileSync(file, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}
