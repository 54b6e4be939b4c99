// The tutor's whole students list under 200 connections at once (issue #29, "Performance at ten
// times the scale"): compressed as a browser asks for it and plain, with the server's memory, and
// the p50 of small answers beside it, which compressing must not raise.
import { readFileSync } from 'node:fs';
import { copyOfDemoSchool } from './support/demo-school.ts';
import { BROWSER_ACCEPT_ENCODING, callList, type Received } from './support/list-calls.ts';
import { describeLoad, describeMachine } from './support/machine.ts';
import { pacedLatency } from './support/paced-latency.ts';
import { report, type Row } from './support/report.ts';
import { logIn } from './support/school.ts';
import { withServer, type RunningServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { countingTcpRecovery, type TcpRecovery } from './support/tcp-recovery.ts';
import { hasWrk, runWrk, type WrkResult } from './support/wrk.ts';

const students = setting('BENCH_STUDENTS_LIST_STUDENTS', 20000);
const seconds = setting('BENCH_STUDENTS_LIST_SECONDS', 15);
const warmUpSeconds = setting('BENCH_STUDENTS_LIST_WARMUP_SECONDS', 3);
const connections = setting('BENCH_STUDENTS_LIST_CONNECTIONS', 200);
const smallRate = setting('BENCH_STUDENTS_LIST_SMALL_RATE', 200);
/** The target for the whole list under 200 connections, as a browser asks for it. */
const TARGET_P99_MS = 300;
const LIST_PATH = '/api/tutor/home/students';
/** Answers a page reads that are small: the session (a few hundred bytes) and the tutor's classes (a few KB). */
const SMALL_PATHS = ['/api/session', '/api/tutor/home/classes'];
/** How often the server's resident memory is read during a flood. */
const SAMPLE_MS = 50;

/** How a client asks: as a browser does, or for the plain answer (curl, scripts). */
interface Way {
  name: string;
  acceptEncoding: string;
}

const WAYS: readonly Way[] = [
  { name: 'as a browser asks', acceptEncoding: BROWSER_ACCEPT_ENCODING },
  { name: 'plain', acceptEncoding: '' },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The server's resident memory now, in MB. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/**
 * One flood of the list with wrk, after a warm-up flood that is not counted, with the server's
 * peak memory meanwhile. wrk, not autocannon: autocannon appends every body to a string
 * (`req.body += data`), and decoding compressed bytes as UTF-8 cost its thread more than the
 * server's work, so compressed answers measured slower than plain ones four times their size.
 */
async function floodList(server: RunningServer, token: string, way: Way): Promise<{ flood: WrkResult; peakMb: number; recovery: TcpRecovery }> {
  const headers = { Authorization: `Bearer ${token}`, ...(way.acceptEncoding ? { 'Accept-Encoding': way.acceptEncoding } : {}) };
  const url = `${server.url}${LIST_PATH}`;
  await runWrk(url, { connections, seconds: warmUpSeconds, headers });
  let peakMb = residentMb(server.pid);
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(server.pid))), SAMPLE_MS);
  try {
    const { result: flood, recovery } = await countingTcpRecovery(() => runWrk(url, { connections, seconds, headers }));
    return { flood, peakMb, recovery };
  } finally {
    clearInterval(sampler);
  }
}

function rowsOfFlood(way: Way, sent: Received, { flood, peakMb, recovery }: { flood: WrkResult; peakMb: number; recovery: TcpRecovery }): Row[] {
  const verdict = flood.p99Ms <= TARGET_P99_MS && flood.errors === 0 ? 'pass' : 'fail';
  const name = `${students} students, ${connections} connections, ${way.name}`;
  console.log(
    `${name} (${kb(sent.bytes)} sent ${sent.encoding}): ${flood.requestsPerSecond.toFixed(0)}/s, ${flood.errors} errors; ` +
      `p50 ${flood.p50Ms.toFixed(0)} ms, p99 ${flood.p99Ms.toFixed(0)} ms; server peak RSS ${peakMb.toFixed(0)} MB; ${describeRecovery(recovery)}; load average ${describeLoad()}`,
  );
  const compressed = way.acceptEncoding !== '';
  return [
    {
      bench: 'students-list',
      measure: `p99 ${name} (ref: p50)`,
      figure: flood.p99Ms,
      reference: flood.p50Ms,
      unit: 'ms',
      // The target is the browser's; the plain answer is a reference for what compressing saves.
      ...(compressed ? { target: `≤ ${TARGET_P99_MS} ms, no errors`, verdict } : {}),
    },
    { bench: 'students-list', measure: `answers a second, ${name}; errors and other than 2xx`, figure: `${flood.requestsPerSecond.toFixed(0)}/s; ${flood.errors}` },
    { bench: 'students-list', measure: `bytes of one answer, ${name}`, figure: `${kb(sent.bytes)} ${sent.encoding}` },
    { bench: 'students-list', measure: `server peak RSS, ${name}`, figure: peakMb, unit: 'MB' },
    { bench: 'students-list', measure: `TCP recovery on the machine, ${name}`, figure: describeRecovery(recovery) },
  ];
}

/** What TCP did meanwhile: the tail's waits when a client reads slower than the server writes. */
function describeRecovery({ retransmitted, zeroWindows, windowProbes }: TcpRecovery): string {
  return `${retransmitted} segments retransmitted, ${zeroWindows} zero windows, ${windowProbes} window probes`;
}

/** The p50 of an answer far smaller than the list, at a page's pace, as a browser asks for it. */
async function rowsOfSmall(server: RunningServer, token: string, path: string): Promise<Row[]> {
  const sent = await callList(server.url, path, token);
  const send = async () => (await callList(server.url, path, token)).status;
  const { calls, failed, p50, p99 } = await pacedLatency({ rate: smallRate, warmUpSeconds, seconds, send });
  const name = `GET ${path.replace(/^\/api/, '')} at ${smallRate}/s (${sent.bytes} bytes sent ${sent.encoding})`;
  console.log(`${name}: ${calls} calls, ${failed} other than 200, p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms; load average ${describeLoad()}`);
  return [{ bench: 'students-list', measure: `p50 ${name} (ref: p99)`, figure: p50, reference: p99, unit: 'ms' }];
}

if (!(await hasWrk())) {
  console.log('students-list: wrk is not installed (Debian: apt-get install wrk); skipped');
  report([{ bench: 'students-list', measure: 'skipped', figure: 'wrk not installed' }]);
} else {
  console.log(
    `students-list: a demo school of ${students} students; the whole list flooded by ${connections} connections (wrk, one thread) ${warmUpSeconds} s to warm up, then ${seconds} s, ` +
      `each way a client asks; small answers at ${smallRate}/s; ${describeMachine()}`,
  );
  const fillStarted = performance.now();
  const rows = await withServer(
    async (server, school): Promise<Row[]> => {
      console.log(`demo school made in ${((performance.now() - fillStarted) / 1000).toFixed(0)} s: ${JSON.stringify(school.counts)}; load average ${describeLoad()}`);
      const token = await logIn(server, 'tutor', school.logins.tutor);
      // The first call makes the list (read, written, compressed): what a call waits for after a change.
      const started = performance.now();
      const making = await callList(server.url, LIST_PATH, token);
      const makingMs = performance.now() - started;
      console.log(`first call, which makes the list: ${makingMs.toFixed(0)} ms, ${kb(making.bytes)} sent ${making.encoding}; load average ${describeLoad()}`);
      const measured: Row[] = [{ bench: 'students-list', measure: `first call after start, which makes the list (${students} students)`, figure: makingMs, unit: 'ms' }];
      for (const path of SMALL_PATHS) measured.push(...(await rowsOfSmall(server, token, path)));
      for (const way of WAYS) {
        const sent = await callList(server.url, LIST_PATH, token, way.acceptEncoding);
        measured.push(...rowsOfFlood(way, sent, await floodList(server, token, way)));
      }
      return measured;
    },
    { prepare: async (dataDir: string) => (await copyOfDemoSchool(dataDir, students)).school },
  );
  report(rows);
}
