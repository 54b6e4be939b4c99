// Hand-in (issue 26, at ten times the scale in issue 29): the tutor's hand-in tables of the demo school's homework at a constant rate,
// then 40 students handing in a 5 MB file at once: every answer, and the server's peak memory meanwhile.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { openStore } from '../gateway/db/index.ts';
import { MALLOC_SETTINGS } from '../gateway/malloc-settings.ts';
import type { DemoSchool } from '../gateway/demo/school.ts';
import { copyOfDemoSchool } from './support/demo-school.ts';
import { call } from './support/http.ts';
import { callList, describeAnswer } from './support/list-calls.ts';
import { describeLoad, describeMachine } from './support/machine.ts';
import { measurePaced, type PacedCall } from './support/paced-rows.ts';
import { report, type Row } from './support/report.ts';
import { classesOf, figureBefore, handInTablePaths, rotation } from './support/school-calls.ts';
import { logIn } from './support/school.ts';
import { serveScriptFlags, withServer, type RunningServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { countStatuses, formatStatuses } from './support/stats.ts';

const students = setting('BENCH_HAND_INS_STUDENTS', 20_000);
const seconds = setting('BENCH_HAND_INS_SECONDS', 15);
const warmUpSeconds = setting('BENCH_HAND_INS_WARMUP_SECONDS', 3);
const tableRate = setting('BENCH_HAND_INS_TABLE_RATE', 500);
const atOnce = setting('BENCH_HAND_INS_AT_ONCE', 40);
const fileMb = setting('BENCH_HAND_INS_FILE_MB', 5);
const TABLE_TARGET_MS = 20;
/**
 * What the server process may take: the `serve` script gives V8 256 MB of heap; the image
 * benchmarks hold the whole process (heap, buffers, libvips) to 400 MB, and so does this one.
 */
const RSS_BUDGET_MB = 400;
const SAMPLE_MS = 20;
const mb = (bytes: number) => bytes / (1024 * 1024);

/** A PDF of `bytes` bytes: its header makes it one, the rest is what a scan weighs. */
function pdfOf(bytes: number): Buffer {
  const header = Buffer.from('%PDF-1.4\n');
  return Buffer.concat([header, randomBytes(bytes - header.length)]);
}

/** What `prepare` made: the demo school, and every student's address by id, to log in those who handed in nothing. */
interface Prepared {
  school: DemoSchool;
  emailOf: Map<string, string>;
}

/**
 * The demo school, whose classes each have a homework due the school day before today, handed in
 * by six in ten students on time, one late, one returned with a grade, and two not at all
 * (missing): gateway/demo/hand-ins.ts.
 */
async function prepare(dataDir: string): Promise<Prepared> {
  const { school, madeSeconds, seconds: copySeconds } = await copyOfDemoSchool(dataDir, students);
  console.log(`demo school made in ${madeSeconds.toFixed(0)} s, copied in ${copySeconds.toFixed(0)} s: ${JSON.stringify(school.counts)}`);
  const store = await openStore(dataDir);
  try {
    return { school, emailOf: new Map((await store.users.listByPosition('student')).map((student) => [student._id, student.email])) };
  } finally {
    await store.close();
  }
}

/** Students who handed in nothing, each with their homework, from the tables in turn until there are `count`. */
async function idleStudents(server: RunningServer, token: string, tables: readonly string[], count: number): Promise<Array<{ studentId: string; submission: string }>> {
  const idle: Array<{ studentId: string; submission: string }> = [];
  for (const path of tables) {
    const { body } = await call(`${server.url}${path}`, undefined, token);
    const missing = ((body?.submissions ?? []) as { studentId: string; status: string }[]).filter((row) => row.status === 'missing');
    idle.push(...missing.map(({ studentId }) => ({ studentId, submission: path.replace(/\/submissions$/, '/submission').replace('/tutor/', '/student/') })));
    if (idle.length >= count) return idle.slice(0, count);
  }
  return idle;
}

/** A field of the server's /proc status in bytes: VmRSS now, VmHWM its peak so far. */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) * 1024;
}

/**
 * p99 in ms on the school of 20,000 before issue 29's changes (`figureBefore`): the same tables
 * in two-processes' run on SQLite (load average 1.0; this script's own, at load average 5, 2,331 ms).
 */
const BEFORE: Readonly<Record<string, number>> = { table: 1536.4 };

/** The hand-in tables of every class's homework in turn, at the table's rate. */
async function measureTables(server: RunningServer, tables: readonly string[], token: string): Promise<Row[]> {
  console.log(`GET ${tables[0]}: ${await describeAnswer(server.url, tables[0] as string, token)}`);
  const next = rotation(tables);
  const measured: PacedCall = {
    bench: 'hand-ins',
    name: `GET /tutor/home/assignments/{id}/submissions (the hand-in tables of ${tables.length} classes' homework)`,
    rate: tableRate,
    targetMs: TABLE_TARGET_MS,
    before: figureBefore(BEFORE, 'table', students),
    send: async () => (await callList(server.url, next(), token)).status,
  };
  return (await measurePaced(measured, { warmUpSeconds, seconds })).rows;
}

/** The process's peak resident memory while `work` runs, sampled every SAMPLE_MS and read from VmHWM. */
async function peakDuring<Result>(pid: number, work: () => Promise<Result>): Promise<{ result: Result; peak: number }> {
  const peakBefore = memoryOf(pid, 'VmHWM');
  let sampled = memoryOf(pid, 'VmRSS');
  let working = true;
  const sampler = (async () => {
    while (working) {
      sampled = Math.max(sampled, memoryOf(pid, 'VmRSS'));
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  const result = await work().finally(() => (working = false));
  await sampler;
  const peakAfter = memoryOf(pid, 'VmHWM');
  // VmHWM is the process's peak since it started: it speaks for the work only if the work raised it.
  return { result, peak: Math.max(sampled, peakAfter > peakBefore ? peakAfter : 0) };
}

/** Each sender's form (a line of text and the file) PUT at once; the statuses, 0 for a failure. */
function sendAll(senders: ReadonlyArray<{ token?: string; path: string }>, file: Blob): Promise<number[]> {
  return Promise.all(
    senders.map(async ({ token, path }) => {
      const form = new FormData();
      form.append('text', 'Scanned answers attached.');
      form.append('files', file, 'answers.pdf');
      try {
        const response = await fetch(path, { method: 'PUT', headers: token ? { Authorization: `Bearer ${token}` } : {}, body: form, signal: AbortSignal.timeout(120_000) });
        await response.arrayBuffer();
        return response.status;
      } catch {
        return 0;
      }
    }),
  );
}

/**
 * The same uploads sent to Node alone (support/upload-sink.ts, with the `serve` script's flags and
 * the server's malloc settings): its memory once started and its peak, the reference for what
 * receiving 200 MB at once costs a Node process whatever it does with them.
 */
async function nodeAlone(file: Blob): Promise<{ idle: number; peak: number; statuses: number[] }> {
  const sink = spawn(process.execPath, [...serveScriptFlags(), join(import.meta.dirname, 'support', 'upload-sink.ts')], { env: { ...process.env, ...MALLOC_SETTINGS }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    // Its port, or a failure if it stops before it listens (a run that waits forever measures nothing).
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: sink.stdout }).once('line', resolve);
      sink.once('exit', (code) => reject(new Error(`the upload sink stopped (exit ${code}) before it listened`)));
    });
    const url = `http://127.0.0.1:${line.trim()}/`;
    const pid = sink.pid as number;
    const idle = memoryOf(pid, 'VmRSS');
    const { result: statuses, peak } = await peakDuring(pid, () => sendAll(Array.from({ length: atOnce }, () => ({ path: url })), file));
    return { idle, peak, statuses };
  } finally {
    sink.kill('SIGTERM');
  }
}

async function measureHandIns(server: RunningServer, prepared: Prepared, idle: ReadonlyArray<{ studentId: string; submission: string }>): Promise<Row[]> {
  const senders: Array<{ token: string; path: string }> = [];
  for (const { studentId, submission } of idle) {
    senders.push({ token: await logIn(server, 'student', { email: prepared.emailOf.get(studentId) ?? '', password: prepared.school.logins.student.password }), path: `${server.url}${submission}` });
  }
  const file = new Blob([new Uint8Array(pdfOf(fileMb * 1024 * 1024))], { type: 'application/pdf' });
  const rssBefore = memoryOf(server.pid, 'VmRSS');
  const started = performance.now();
  const { result: statuses, peak: peakRss } = await peakDuring(server.pid, () => sendAll(senders, file));
  const secondsTaken = (performance.now() - started) / 1000;
  const counts = countStatuses(statuses);
  const answered = statuses.filter((status) => status === 200).length;
  const memoryVerdict = mb(peakRss) <= RSS_BUDGET_MB ? 'pass' : 'fail';
  const name = `${atOnce} students hand in ${fileMb} MB at once`;
  console.log(
    `${name}: ${formatStatuses(counts)} in ${secondsTaken.toFixed(1)} s; server RSS ${mb(rssBefore).toFixed(0)} MB before, peak ${mb(peakRss).toFixed(0)} MB ` +
      `→ ${memoryVerdict.toUpperCase()} (budget ${RSS_BUDGET_MB} MB); load average ${describeLoad()}`,
  );
  const alone = await nodeAlone(file);
  console.log(`the same uploads to Node alone (bench/support/upload-sink.ts): ${formatStatuses(countStatuses(alone.statuses))}; RSS ${mb(alone.idle).toFixed(0)} MB once started, peak ${mb(alone.peak).toFixed(0)} MB`);
  return [
    { bench: 'hand-ins', measure: `${name}: answered 200`, figure: answered, reference: atOnce, target: `all ${atOnce}`, verdict: answered === atOnce ? 'pass' : 'fail' },
    { bench: 'hand-ins', measure: `${name}: seconds for all`, figure: secondsTaken, unit: 's' },
    { bench: 'hand-ins', measure: `${name}: server peak RSS (ref: before)`, figure: mb(peakRss), reference: mb(rssBefore), unit: 'MB', target: `≤ ${RSS_BUDGET_MB} MB`, verdict: memoryVerdict },
    { bench: 'hand-ins', measure: `${name}: what they added to the server's RSS (ref: to Node alone receiving them, support/upload-sink.ts)`, figure: mb(peakRss - rssBefore), reference: mb(alone.peak - alone.idle), unit: 'MB' },
  ];
}

console.log(`hand-ins: a demo school of ${students} students; the hand-in tables ${warmUpSeconds} s warm-up then ${seconds} s at ${tableRate}/s; then ${atOnce} hand-ins of ${fileMb} MB at once; ${describeMachine()}`);
const rows = await withServer(
  async (server, prepared: Prepared) => {
    const token = await logIn(server, 'tutor', prepared.school.logins.tutor);
    const tables = await handInTablePaths(server.url, token, await classesOf(server.url, token));
    const idle = await idleStudents(server, token, tables, atOnce);
    return [...(await measureTables(server, tables, token)), ...(await measureHandIns(server, prepared, idle))];
  },
  { prepare },
);
report(rows);
