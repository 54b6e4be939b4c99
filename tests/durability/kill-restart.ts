/**
 * Kill -9 test: drives writes at the real server, kills it with SIGKILL at random moments,
 * restarts it, and then checks that every acknowledged write is there, the database is
 * sound, no file is left dangling, and no write cut off by a kill was lost half-done.
 *
 *   node tests/durability/kill-restart.ts [writes, default 120] [kills, default 5]
 *
 * The writes are shared out among the writers in turn (student sign-ups; assignments and
 * notes with their files), so each writer has about 60 and each kill meets several of each.
 * Also from the environment: DURABILITY_WRITES, DURABILITY_KILLS, DURABILITY_CONCURRENCY
 * (default 8), DURABILITY_TIMEOUT_S (default 90). Needs a built site (`npm run build`).
 * Exits non-zero when a check fails, and keeps the data folder for a look.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../gateway/db/index.ts';
import { apiClient } from './api-client.ts';
import { serverFiles, strayFiles } from './data-files.ts';
import { integrityProblems } from './integrity.ts';
import { killSchedule } from './kill-schedule.ts';
import { outboxReader } from './outbox.ts';
import { serverUnderTest, type ServerUnderTest } from './server-under-test.ts';
import { withTimeout } from './time.ts';
import type { Writer } from './writer.ts';
import { contentUploads } from './writers/content-uploads.ts';
import { studentSignups } from './writers/student-signups.ts';

const REQUEST_TIMEOUT_MS = 15_000;
const repoRoot = join(import.meta.dirname, '..', '..');

interface Options {
  writes: number;
  kills: number;
  concurrency: number;
  timeoutMs: number;
}

function readOptions(): Options {
  const whole = (name: string, text: string | undefined, fallback: number, least: number) => {
    const value = Number(text ?? fallback);
    if (!Number.isInteger(value) || value < least) throw new Error(`${name} must be a whole number of at least ${least}, not ${text}`);
    return value;
  };
  const { env, argv } = process;
  return {
    writes: whole('writes', argv[2] ?? env.DURABILITY_WRITES, 120, 1),
    kills: whole('kills', argv[3] ?? env.DURABILITY_KILLS, 5, 0),
    concurrency: whole('DURABILITY_CONCURRENCY', env.DURABILITY_CONCURRENCY, 8, 1),
    timeoutMs: whole('DURABILITY_TIMEOUT_S', env.DURABILITY_TIMEOUT_S, 90, 1) * 1000,
  };
}

/** Runs the writes, `concurrency` at a time, shared out among the writers in turn. */
async function driveWrites(writers: Writer[], { writes, concurrency }: Options, settled: () => void): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < writes) {
      const index = next++;
      try {
        await writers[index % writers.length]?.write(index);
      } finally {
        settled();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, writes) }, worker));
}

/** What the run and the checks found, for the summary. */
interface Findings {
  figures: string[];
  failures: string[];
  warnings: string[];
}

/** The writes with kills among them, bounded by the run's timeout; the server is stopped after. */
async function writeThroughKills(server: ServerUnderTest, writers: Writer[], options: Options): Promise<Findings> {
  const kills = killSchedule(server, { writes: options.writes, kills: options.kills, inFlight: options.concurrency });
  const run = async () => {
    await server.start();
    await driveWrites(writers, options, () => kills.writeSettled());
    return kills.finished();
  };
  try {
    const killed = await withTimeout(run(), options.timeoutMs, 'the writes');
    const failures = killed < options.kills ? [`only ${killed} of ${options.kills} kills landed among the writes`] : [];
    return { figures: [`${options.writes} writes, ${killed} kills of ${options.kills}`], failures, warnings: [] };
  } catch (error) {
    const failure = `the run broke off: ${(error as Error).message}\n--- server output ---\n${server.recentOutput()}`;
    return { figures: [`${options.writes} writes, run broken off`], failures: [failure], warnings: [] };
  } finally {
    await server.stop();
  }
}

/** What the writes need before the server's first start (e.g. the tutor they are made by). */
async function prepareData(dataDir: string, writers: Writer[]): Promise<void> {
  const store = await openStore(dataDir);
  try {
    for (const writer of writers) await writer.prepare?.(store);
  } finally {
    await store.close();
  }
}

/** The checks on the stopped server's data folder: each writer's, SQLite's own, and the files left. */
async function checkData(dataDir: string, writers: Writer[]): Promise<Findings> {
  const found: Findings = { figures: [], failures: [], warnings: [] };
  const integrity = integrityProblems(dataDir);
  const store = await openStore(dataDir);
  try {
    for (const writer of writers) {
      const report = await writer.check(store);
      found.figures.push(`${writer.name}: ${Object.entries(report.figures).map(([name, value]) => `${name} ${value}`).join(', ')}`);
      found.failures.push(...report.failures);
      found.warnings.push(...report.warnings);
    }
  } finally {
    await store.close();
  }
  const stray = strayFiles(dataDir, [...serverFiles, ...writers.flatMap((writer) => writer.files)]);
  found.figures.push(`integrity ${integrity.length === 0 ? 'ok' : 'FAILED'}`, `dangling or half-written files ${stray.length}`);
  found.failures.push(...integrity.map((problem) => `integrity_check: ${problem}`), ...stray);
  return found;
}

async function checkDataSafely(dataDir: string, writers: Writer[]): Promise<Findings> {
  try {
    return await checkData(dataDir, writers);
  } catch (error) {
    return { figures: ['checks broken off'], failures: [`the checks could not run: ${(error as Error).stack}`], warnings: [] };
  }
}

function printSummary({ figures, failures, warnings }: Findings, seconds: number): void {
  console.log(`kill-restart ${failures.length === 0 ? 'PASSED' : 'FAILED'}: ${figures.join('; ')} (${seconds.toFixed(1)} s)`);
  for (const failure of failures) console.log(`  ✗ ${failure}`);
  for (const warning of warnings) console.log(`  ⚠ ${warning}`);
}

async function main(): Promise<number> {
  const options = readOptions();
  if (!existsSync(join(repoRoot, 'dist', 'en', 'index.html'))) throw new Error('No built site in dist/: run `npm run build` first.');
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'studyhall-durability-'));
  const server = serverUnderTest({ repoRoot, dataDir });
  // However this script ends (a CI timeout included), the server it started ends with it.
  process.once('exit', () => void server.stop());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  const api = apiClient(server, { timeoutMs: REQUEST_TIMEOUT_MS });
  const runId = randomBytes(3).toString('hex');
  const writers = [
    studentSignups({ api, outbox: outboxReader(join(dataDir, 'outbox')), runId }),
    contentUploads({ api, dataDir, runId, serverOutput: (listener) => server.onOutput(listener) }),
  ];

  await prepareData(dataDir, writers);
  const run = await writeThroughKills(server, writers, options);
  const checks = await checkDataSafely(dataDir, writers);
  const findings = {
    figures: [...run.figures, ...checks.figures],
    failures: [...run.failures, ...checks.failures],
    warnings: [...run.warnings, ...checks.warnings],
  };
  printSummary(findings, (performance.now() - started) / 1000);
  if (findings.failures.length > 0) {
    console.log(`  data folder kept: ${dataDir}`);
    return 1;
  }
  rmSync(dataDir, { recursive: true, force: true });
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`kill-restart could not run: ${(error as Error).message}`);
    process.exit(2);
  },
);
