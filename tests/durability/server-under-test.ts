import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { withTimeout } from './time.ts';
import { freePort } from '../../gateway/testing/free-port.ts';

const START_TIMEOUT_MS = 20_000;
const EXIT_TIMEOUT_MS = 5_000;
const HEALTH_POLL_MS = 50;
const OUTPUT_LINES_KEPT = 10;

/** The real server (`node gateway/server.ts`) as a child process that the test kills and restarts. */
export interface ServerUnderTest {
  /** Starts it on a free port and waits until `/healthz` answers. */
  start(): Promise<void>;
  /** Its base URL once it is up; waits through a restart, fails if it died on its own or stopped. */
  whenUp(): Promise<string>;
  /** SIGKILL, as the OOM killer or a crash would end it, then waits until the process is gone. */
  kill(): Promise<void>;
  /** Kills it for good. The kill is sent before the first await, so an exit handler can call this. */
  stop(): Promise<void>;
  /** The last lines it printed, for reports of what went wrong. */
  recentOutput(): string;
  /** Calls `listener` with each line it prints from now on, across restarts. */
  onOutput(listener: (line: string) => void): void;
}

export function serverUnderTest({ repoRoot, dataDir }: { repoRoot: string; dataDir: string }): ServerUnderTest {
  let child: ChildProcess | undefined;
  let up = pendingUrl();
  let diedOnItsOwn: Error | undefined;
  const output: string[] = [];
  const listeners: Array<(line: string) => void> = [];

  function keepOutput(server: ChildProcess) {
    const keep = (chunk: Buffer) => {
      const lines = chunk.toString('utf8').trimEnd().split('\n');
      output.push(...lines);
      output.splice(0, output.length - OUTPUT_LINES_KEPT);
      for (const line of lines) for (const listener of listeners) listener(line);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
  }

  async function kill() {
    const victim = child;
    child = undefined;
    up = pendingUrl();
    if (!victim) return;
    victim.kill('SIGKILL');
    await withTimeout(exited(victim), EXIT_TIMEOUT_MS, 'the killed server exiting');
  }

  return {
    async start() {
      const port = await freePort();
      const started = spawn(process.execPath, ['gateway/server.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          // Each sign-up sends its own X-Forwarded-For, so per-address limits see many clients.
          TRUST_PROXY: '1',
          // Blank is unset: mail goes to the outbox, the API is the built-in one, the secret is generated.
          SMTP_URL: '',
          API_BASE: '',
          JWT_SECRET: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      keepOutput(started);
      started.once('exit', (code, signal) => {
        if (child !== started) return;
        diedOnItsOwn = new Error(`the server exited on its own (code ${code}, signal ${signal})`);
        up.reject(diedOnItsOwn);
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        await withTimeout(healthy(url, started), START_TIMEOUT_MS, 'the server starting');
        up.resolve(url);
      } catch (error) {
        up.reject(error);
        throw error;
      }
    },
    async whenUp() {
      if (diedOnItsOwn) throw diedOnItsOwn;
      return up.promise;
    },
    kill,
    async stop() {
      await kill();
      up.reject(new Error('the server was stopped'));
    },
    recentOutput: () => output.join('\n'),
    onOutput: (listener) => void listeners.push(listener),
  };
}

/** A promise for the next server's URL; nobody need be waiting on it when it fails. */
function pendingUrl() {
  const deferred = Promise.withResolvers<string>();
  deferred.promise.catch(() => {});
  return deferred;
}


async function healthy(url: string, server: ChildProcess): Promise<void> {
  while (!(await answersHealthy(url))) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error('the server exited while starting');
    await delay(HEALTH_POLL_MS);
  }
}

function answersHealthy(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(`${url}/healthz`, { agent: false, timeout: HEALTH_POLL_MS * 20 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

function exited(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => server.once('exit', () => resolve()));
}
