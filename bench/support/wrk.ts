import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and non-2xx/3xx answers together. */
  errors: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function latencyMs(output: string, percent: string): number {
  const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
  return match ? Number(match[1]) * (UNIT_MS[match[2] ?? 'ms'] ?? 1) : Number.NaN;
}

function errorsIn(output: string): number {
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const status = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  return socketErrors + Number(status?.[1] ?? 0);
}

/** Whether wrk is on the PATH. */
export async function hasWrk(): Promise<boolean> {
  return run('wrk', ['--version']).then(
    () => true,
    // wrk prints its version and exits 1; only a missing binary is an error here.
    (error: NodeJS.ErrnoException) => error.code !== 'ENOENT',
  );
}

/**
 * Runs wrk with one thread (the other core is the server's) against `url` and reads its summary.
 *
 * @param url the address to load
 * @param options connections, seconds, and headers sent with every request (a bearer token, say)
 * @example const { requestsPerSecond, p99Ms } = await runWrk(`${server.url}/student/login`, { connections: 100, seconds: 15 })
 */
export async function runWrk(url: string, { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<WrkResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout } = await run('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url], { timeout: (seconds + 30) * 1000 });
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN),
    p50Ms: latencyMs(stdout, '50'),
    p99Ms: latencyMs(stdout, '99'),
    errors: errorsIn(stdout),
  };
}
