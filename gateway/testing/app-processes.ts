import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

const REPOSITORY = join(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;
const STDERR_TAIL_CHARS = 4_000;
const STDOUT_HEAD_CHARS = 4_000;

/** One real app process (`node gateway/server.ts`) on a loopback port. */
export interface AppProcess {
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  url: string;
  /** Its own data folder; with SMTP_URL blank its mail lands in `outboxDir` inside it. */
  dataDir: string;
  outboxDir: string;
  /** Its process id, to read its memory from /proc. */
  pid: number;
  /** What it printed so far, when started with `keepStdout` (the first-run line); else empty. */
  stdout: () => string;
}

/** Several app processes started together, and how to stop them and remove their folders. */
export interface AppProcesses {
  processes: AppProcess[];
  /** The uploads folder every process was given (UPLOADS_DIR): `options.uploadsDir`, or one made for them. */
  uploadsDir: string;
  /** SIGTERM, then SIGKILL after 5 s; then removes every folder made for them (not a given one). */
  stop(): Promise<void>;
}

/** How the processes are started. */
export interface AppProcessOptions {
  /** Set for every process on top of the defaults: DATABASE_URL, JWT_SECRET, limits… */
  env?: Record<string, string>;
  /** The checkout whose `gateway/server.ts` runs (it needs its `dist/`); default this repository. */
  appDir?: string;
  /** Node's flags before `gateway/server.ts`, e.g. the `serve` script's memory limits. */
  nodeFlags?: readonly string[];
  /** The uploads folder they share, already filled (a demo school's) and left in place; default a fresh one, removed on stop. */
  uploadsDir?: string;
  /** Their data folders, one a process, already filled (a demo school's on SQLite) and left in place; default fresh ones, removed on stop. */
  dataDirs?: readonly string[];
  /** Keeps the start of what each process prints (its first 4,000 characters), for a test to read. */
  keepStdout?: boolean;
}

/** A started child, with the tail of its stderr for the error message should it fail. */
interface Child {
  child: ChildProcess;
  stderrTail: () => string;
  stdoutHead: () => string;
}

/**
 * The environment of one process, or of a tool run on its data: loopback only, its own data
 * folder, mail to its outbox, a token secret made in DATA_DIR unless `env` gives one.
 * Blank values count as unset, so a developer's own SMTP_URL, API_BASE or DATABASE_URL cannot leak in.
 */
export function appProcessEnv(dataDir: string, uploadsDir: string, port = 0, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, HOST: '127.0.0.1', SMTP_URL: '', API_BASE: '', JWT_SECRET: '', DATABASE_URL: '', ...env, PORT: String(port), DATA_DIR: dataDir, UPLOADS_DIR: uploadsDir };
}

function spawnApp(appDir: string, nodeFlags: readonly string[], env: NodeJS.ProcessEnv, keepStdout = false): Child {
  // The server logs a line per mail: ignoring stdout (or draining it) keeps a full pipe from stalling it.
  const child = spawn(process.execPath, [...nodeFlags, 'gateway/server.ts'], { cwd: appDir, env, stdio: ['ignore', keepStdout ? 'pipe' : 'ignore', 'pipe'] });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    if (stdout.length < STDOUT_HEAD_CHARS) stdout = (stdout + chunk.toString('utf8')).slice(0, STDOUT_HEAD_CHARS);
  });
  return { child, stderrTail: () => stderr, stdoutHead: () => stdout };
}

async function waitUntilHealthy(url: string, { child, stderrTail }: Child): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app process at ${url} exited with ${child.exitCode}:\n${stderrTail()}`);
    const healthy = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the app process at ${url} did not answer /healthz within ${START_TIMEOUT_MS} ms:\n${stderrTail()}`);
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

/**
 * Starts `count` real app processes side by side, each on a free loopback port with its own
 * data folder, all sharing one uploads folder and whatever `options.env` gives them
 * (the same DATABASE_URL and JWT_SECRET make them one school). Resolves once every one answers
 * `/healthz`; should one fail to start, the others are stopped and the folders removed.
 * Should the caller exit first (an error, or a benchmark's time limit), they are killed then.
 *
 * @param count how many processes
 * @param options their shared settings, the checkout to run and Node's flags
 * @example const app = await startAppProcesses(2, { env: { DATABASE_URL: url, JWT_SECRET: secret } }); … await app.stop();
 */
export async function startAppProcesses(count: number, options: AppProcessOptions = {}): Promise<AppProcesses> {
  if (options.dataDirs && options.dataDirs.length !== count) throw new RangeError(`${count} processes, but ${options.dataDirs.length} data folders`);
  const uploadsDir = options.uploadsDir ?? mkdtempSync(join(tmpdir(), 'studyhall-uploads-'));
  const dataDirs = options.dataDirs ?? Array.from({ length: count }, () => mkdtempSync(join(tmpdir(), 'studyhall-app-')));
  const madeHere = [...(options.uploadsDir ? [] : [uploadsDir]), ...(options.dataDirs ? [] : dataDirs)];
  const children: Child[] = [];
  const removeFolders = () => madeHere.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
  const kill = () => {
    for (const { child } of children) child.kill('SIGKILL');
    removeFolders();
  };
  // First among the exit listeners: dead before a caller's own clean-up removes folders they write to.
  process.prependOnceListener('exit', kill);
  const stop = async () => {
    process.off('exit', kill);
    await Promise.all(children.map(({ child }) => stopChild(child)));
    removeFolders();
  };
  // Settled, not raced: a process still starting when another fails must be stopped too.
  const starts = await Promise.allSettled(
    dataDirs.map(async (dataDir): Promise<AppProcess> => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const started = spawnApp(options.appDir ?? REPOSITORY, options.nodeFlags ?? [], appProcessEnv(dataDir, uploadsDir, port, options.env), options.keepStdout);
      children.push(started);
      await waitUntilHealthy(url, started);
      return { url, dataDir, outboxDir: join(dataDir, 'outbox'), pid: started.child.pid ?? 0, stdout: started.stdoutHead };
    }),
  );
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { processes: starts.map((start) => (start as PromiseFulfilledResult<AppProcess>).value), uploadsDir, stop };
}
