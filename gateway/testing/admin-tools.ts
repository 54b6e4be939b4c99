import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The admin tools `npm run` starts, by script name. */
export type ToolName = 'backup' | 'restore' | 'migrate-data' | 'tutor' | 'audit' | 'demo';

export interface ToolRun {
  /** The exit code; null when a signal ended it. */
  code: number | null;
  stdout: string;
  stderr: string;
  /** The most resident memory it had, in MB (Linux's VmHWM, read while it ran). */
  peakMb: number;
}

/** The kernel keeps the peak itself, so a read this often misses only what the tool's last milliseconds add. */
const SAMPLE_MS = 10;

/** This copy of the app. */
const thisApp = join(import.meta.dirname, '..', '..');

/**
 * Runs `npm run <name> -- …` as a school's admin would (node and the tool's script, without
 * npm), with `env` over the test's environment: its exit code, what it printed, and its peak
 * memory.
 *
 * @param app the copy of the app to run: this one, or an older one a benchmark compares with
 * @example const run = await runTool('restore', [archive], { DATA_DIR: dataDir, DATABASE_URL: '', UPLOADS_DIR: '' })
 */
export function runTool(name: ToolName, args: readonly string[], env: NodeJS.ProcessEnv, app = thisApp): Promise<ToolRun> {
  const child = spawn(process.execPath, [join(app, 'gateway', 'cli', `${name}.ts`), ...args], { env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  let peakKb = 0;
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const sampler = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0));
    } catch {
      // It has just ended.
    }
  }, SAMPLE_MS);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      clearInterval(sampler);
      resolve({ code, stdout, stderr, peakMb: peakKb / 1024 });
    });
  });
}
