import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../gateway/testing/free-port.ts';

/**
 * The app under test: this repository, or BENCH_APP_DIR (e.g. an export of an older commit
 * with `node_modules` and `dist`), so the same scripts measure before and after a change.
 * Its server and tutor tool run from here, as `npm run` would.
 */
export const appDir = resolve(process.env.BENCH_APP_DIR?.trim() || join(import.meta.dirname, '..', '..'));

const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;
const STDERR_TAIL_CHARS = 4_000;

export interface RunningServer {
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  url: string;
  /** The server's own fresh data folder: database, outbox. */
  dataDir: string;
  /** The server's process id, to read its memory from /proc. */
  pid: number;
}

/** The environment of the real server: loopback only, its own data, mail to the outbox. */
export function serverEnv(dataDir: string, port = 0): NodeJS.ProcessEnv {
  // Blank values count as unset, so a developer's own SMTP_URL or API_BASE cannot leak in.
  return { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SMTP_URL: '', API_BASE: '', JWT_SECRET: '' };
}

async function waitUntilHealthy(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${stderr()}`);
    const healthy = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not answer /healthz within ${START_TIMEOUT_MS} ms:\n${stderr()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts `node gateway/server.ts` of the app under test; keeps the tail of its stderr for error messages. */
function spawnServer(dataDir: string, port: number, nodeFlags: readonly string[]) {
  // The server logs a line per mail: ignoring stdout keeps a full pipe from stalling it.
  const child = spawn(process.execPath, [...nodeFlags, 'gateway/server.ts'], { cwd: appDir, env: serverEnv(dataDir, port), stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
  });
  return { child, stderrTail: () => stderr };
}

/** Runs `cleanUp` should this benchmark be interrupted or die; answers the function that stops watching. */
function cleanUpIfInterrupted(cleanUp: () => void): () => void {
  const exitOnSignal = () => process.exit(130);
  process.once('exit', cleanUp);
  process.once('SIGINT', exitOnSignal);
  process.once('SIGTERM', exitOnSignal);
  return () => {
    process.off('exit', cleanUp);
    process.off('SIGINT', exitOnSignal);
    process.off('SIGTERM', exitOnSignal);
  };
}

/** How `withServer` sets the server up. */
export interface ServerOptions<Prepared> {
  /**
   * Runs on the fresh data folder before the server starts (a demo school filled in, say); what
   * it answers is handed to `measure`. The server then opens the data as the school's would.
   */
  prepare?: (dataDir: string) => Promise<Prepared>;
  /** Node's flags for the server; by default those `npm run serve` starts it with. */
  nodeFlags?: readonly string[];
}

/**
 * The flags between `node` and `gateway/server.ts` in the app's `serve` script (its V8 memory
 * limits), so the benchmarks measure the server as a school starts it.
 */
export function serveScriptFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const flags = /\bnode((?:\s+--\S+)*)\s+gateway\/server\.ts/.exec(scripts?.serve ?? '')?.[1] ?? '';
  return flags.split(/\s+/).filter(Boolean);
}

/**
 * Runs `measure` against the real server (`node gateway/server.ts`) started on a free port
 * with a fresh data folder, and always stops it and removes the folder afterwards.
 *
 * @param measure the benchmark, given the server's URL and data folder, and what `prepare` answered
 * @param options what to do to the data folder before the server starts
 * @example const mails = await withServer(async (server) => countMails(server))
 * @example const rows = await withServer(async (server, school) => measure(server, school.logins), { prepare: (dataDir) => fillSchool(dataDir) })
 */
export async function withServer<Result, Prepared = undefined>(
  measure: (server: RunningServer, prepared: Prepared) => Promise<Result>,
  options: ServerOptions<Prepared> = {},
): Promise<Result> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-studyhall-'));
  let child: ChildProcess | undefined;
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const stopWatching = cleanUpIfInterrupted(() => {
    child?.kill('SIGKILL');
    removeData();
  });
  try {
    // Without `prepare` nothing is handed over, as `Prepared` then says (undefined).
    const prepared = (await options.prepare?.(dataDir)) as Prepared;
    const port = await freePort();
    const spawned = spawnServer(dataDir, port, options.nodeFlags ?? serveScriptFlags());
    child = spawned.child;
    const url = `http://127.0.0.1:${port}`;
    await waitUntilHealthy(url, child, spawned.stderrTail);
    return await measure({ url, dataDir, pid: child.pid ?? 0 }, prepared);
  } finally {
    if (child) await stopChild(child);
    stopWatching();
    removeData();
  }
}
