import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { appProcessEnv, startAppProcesses, type AppProcess, type AppProcesses } from '../../gateway/testing/app-processes.ts';
import { memoryMb, noteServerMemory } from './server-memory.ts';

/**
 * The app under test: this repository, or BENCH_APP_DIR (e.g. an export of an older commit
 * with `node_modules` and `dist`), so the same scripts measure before and after a change.
 * Its server and tutor tool run from here, as `npm run` would.
 */
export const appDir = resolve(process.env.BENCH_APP_DIR?.trim() || join(import.meta.dirname, '..', '..'));

/** The server a benchmark measures: its URL, its data folder (outbox inside), its pid for /proc. */
export type RunningServer = AppProcess;

/**
 * The environment of the real server, or of its tutor tool on the same data. Uploads go to
 * `DATA_DIR/uploads`, where an older app under test (BENCH_APP_DIR) that knows no UPLOADS_DIR
 * keeps them too, so the demo school's files are found by either.
 */
export function serverEnv(dataDir: string, port = 0): NodeJS.ProcessEnv {
  return appProcessEnv(dataDir, join(dataDir, 'uploads'), port);
}

/**
 * Runs `cleanUp` should this benchmark be interrupted (the runner's time limit sends SIGTERM)
 * or die; answers the function that stops watching. A signal becomes an exit, so the app
 * processes it started are killed as well (see `startAppProcesses`).
 */
export function cleanUpIfInterrupted(cleanUp: () => void): () => void {
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
  /** Settings of the server's environment beyond the data folder's (an SMTP server, say). */
  env?: Record<string, string>;
  /**
   * A server started with other settings to compare with (Node's defaults, say): its memory is
   * left out of the script's peak-RSS row, which speaks for the server as a school starts it.
   */
  reference?: boolean;
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
 * with a fresh data folder, and always stops it and removes the folder afterwards. Its resident
 * memory once started and its peak (VmHWM) just before it stops are noted, so the script's
 * `report` adds a peak-RSS row (support/server-memory.ts) without any code of its own.
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
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const stopWatching = cleanUpIfInterrupted(removeData);
  let app: AppProcesses | undefined;
  let idleMb = Number.NaN;
  try {
    // Without `prepare` nothing is handed over, as `Prepared` then says (undefined).
    const prepared = (await options.prepare?.(dataDir)) as Prepared;
    const nodeFlags = options.nodeFlags ?? serveScriptFlags();
    app = await startAppProcesses(1, { appDir, nodeFlags, dataDirs: [dataDir], uploadsDir: join(dataDir, 'uploads'), env: options.env });
    const server = app.processes[0] as RunningServer;
    idleMb = memoryMb(server.pid, 'VmRSS');
    return await measure(server, prepared);
  } finally {
    // Read before the stop: /proc forgets a process once it has exited.
    const pid = app?.processes[0]?.pid;
    if (pid !== undefined && !options.reference) noteServerMemory({ idleMb, peakMb: memoryMb(pid, 'VmHWM') });
    await app?.stop();
    stopWatching();
    removeData();
  }
}
