// `npm run bench [-- name …]`: every benchmark in turn, one at a time, then one table.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeLoad, describeMachine } from './support/machine.ts';
import { formatTable, type Row } from './support/report.ts';
import { appDir } from './support/server.ts';
import { setting } from './support/settings.ts';

/** In the order they run: the hardening findings 1–5, the write benchmark, photo ingest and image bombs, then school scale (#10, and the whole students list of #29), with two processes on PostgreSQL beside it. */
const BENCHMARKS = [
  'signup-flood',
  'login-guessing',
  'login-flood',
  'password-race',
  'signup-enumeration',
  'write-throughput',
  'write-flood',
  'photo-ingest',
  'image-bombs',
  'hostile-restore',
  'static-pages',
  'memory',
  'api-lists',
  'students-list',
  'search-and-registers',
  'student-import',
  'absence-alerts',
  'hand-ins',
  'two-processes',
  'lighthouse',
];
const scriptTimeoutMs = setting('BENCH_SCRIPT_TIMEOUT_SECONDS', 300) * 1000;
/**
 * Lighthouse audits some 40 pages six times each: about 25 minutes on a quiet machine, more on a
 * busy one. The student import waits for its 60,000 invitations to reach the outbox: about 3
 * minutes. Memory runs two loads for a minute each, with two settings: over 4 minutes. The first
 * script on the demo school of 20,000 (api-lists) makes it, 3 minutes or more, for the others to
 * copy; two-processes moves it into PostgreSQL too and measures eight calls twice.
 */
const LONGER_TIMEOUTS_MS: Readonly<Record<string, number>> = {
  lighthouse: 7 * scriptTimeoutMs,
  'student-import': 2 * scriptTimeoutMs,
  memory: 2 * scriptTimeoutMs,
  'api-lists': 3 * scriptTimeoutMs,
  'two-processes': 4 * scriptTimeoutMs,
};

function chosenBenchmarks(names: string[]): string[] {
  const unknown = names.filter((name) => !BENCHMARKS.includes(name));
  if (unknown.length > 0) throw new Error(`unknown benchmark ${unknown.join(', ')}; known: ${BENCHMARKS.join(', ')}`);
  const chosen = names.length > 0 ? names : BENCHMARKS;
  return chosen.filter((name) => existsSync(join(import.meta.dirname, `${name}.ts`)));
}

/** Runs one script to its end (or its time limit) and answers its exit code, null when killed. */
function runScript(name: string, rowsFile: string): Promise<number | null> {
  const child = spawn(process.execPath, [join(import.meta.dirname, `${name}.ts`)], {
    env: { ...process.env, BENCH_ROWS_FILE: rowsFile },
    stdio: 'inherit',
  });
  // On SIGTERM a script stops the server it started (see support/server.ts).
  const timeout = setTimeout(() => child.kill('SIGTERM'), LONGER_TIMEOUTS_MS[name] ?? scriptTimeoutMs);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(timeout);
      resolve(code);
    });
  });
}

function readRows(file: string): Row[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Row);
}

const scratch = mkdtempSync(join(tmpdir(), 'bench-studyhall-rows-'));
const rows: Row[] = [];
const loadAtStart = describeLoad();
try {
  for (const name of chosenBenchmarks(process.argv.slice(2))) {
    const rowsFile = join(scratch, `${name}.jsonl`);
    const code = await runScript(name, rowsFile);
    const reported = readRows(rowsFile);
    rows.push(...reported);
    if (code !== 0) rows.push({ bench: name, measure: 'did not finish', figure: code === null ? 'killed (time limit)' : `exit ${code}` });
    else if (reported.length === 0) rows.push({ bench: name, measure: 'reported no rows (see its output above)', figure: 'done' });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
console.log(`\nMachine: ${describeMachine()}; load average ${loadAtStart} at start, ${describeLoad()} at end`);
console.log(`App under test: ${appDir}\n`);
console.log(formatTable(rows));
