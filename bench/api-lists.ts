// Latency of the lists a big school's pages read, each at a constant rate (issue #10 "Performance at school scale").
import { Agent, get } from 'node:http';
import { fillDemoSchool } from './support/demo-school.ts';
import { call } from './support/http.ts';
import { pacedCalls, type Sample } from './support/load.ts';
import { describeLoad, describeMachine } from './support/machine.ts';
import { report, type Row } from './support/report.ts';
import { logIn } from './support/school.ts';
import { withServer, type RunningServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { countStatuses, formatStatuses, percentile } from './support/stats.ts';

const students = setting('BENCH_API_LISTS_STUDENTS', 2000);
const seconds = setting('BENCH_API_LISTS_SECONDS', 15);
const warmUpSeconds = setting('BENCH_API_LISTS_WARMUP_SECONDS', 3);
const studentRate = setting('BENCH_API_LISTS_STUDENT_RATE', 500);
const tutorRate = setting('BENCH_API_LISTS_TUTOR_RATE', 100);
/** A worker waits for its answer before its next call: enough of them that an answer this slow still keeps the pace. */
const SLOWEST_PACED_ANSWER_MS = 40;

type Role = 'student' | 'tutor';

interface List {
  path: string;
  /** Whose token calls it, as the page that reads it. */
  role: Role;
  /** Calls a second. */
  rate: number;
  /** The issue's target for p99 at that rate. */
  targetMs: number;
}

/**
 * The student's pages' lists at 500/s each, the tutor's at 100/s. The tutor's attendance
 * calendar reads every marked day in one call (src/areas/attendance/area.ts): it has no call
 * for one month, so this is the call its month view waits for.
 */
const LISTS: readonly List[] = [
  { path: '/api/student/home/assignments', role: 'student', rate: studentRate, targetMs: 20 },
  { path: '/api/student/home/events', role: 'student', rate: studentRate, targetMs: 20 },
  { path: '/api/student/home/photos', role: 'student', rate: studentRate, targetMs: 20 },
  { path: '/api/tutor/home/students', role: 'tutor', rate: tutorRate, targetMs: 30 },
  { path: '/api/tutor/home/attendence', role: 'tutor', rate: tutorRate, targetMs: 30 },
];

/** Connections kept open between calls, as a browser keeps them. */
const keepAlive = new Agent({ keepAlive: true });
/** What a browser asks for (Chrome's header): the server may send its answer compressed. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

interface Received {
  status: number;
  /** The bytes that came over the connection, compressed or not. */
  bytes: number;
  /** How they were sent: `gzip`, or `identity` when plain. */
  encoding: string;
}

/**
 * One call as a page makes it, timed to the answer's last byte. It goes through `node:http`,
 * not fetch, and drops the bytes as they come, neither joined, unzipped nor parsed: that is the
 * browser's cost, and on two shared cores fetch's own work and garbage doubled the tail
 * measured for the same server.
 */
function callList(server: RunningServer, path: string, token: string): Promise<Received> {
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Encoding': BROWSER_ACCEPT_ENCODING };
  return new Promise((resolve, reject) => {
    const request = get(`${server.url}${path}`, { agent: keepAlive, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** What one answer holds, to print beside the figures: how many records, and what a browser is sent. */
async function describeAnswer(server: RunningServer, path: string, token: string): Promise<string> {
  const answer = await call(`${server.url}${path}`, undefined, token);
  if (answer.status !== 200 || !answer.body) throw new Error(`GET ${path} answered ${answer.status}`);
  const [field, records] = Object.entries(answer.body)[0] ?? [];
  const count = Array.isArray(records) ? `${records.length} in ${field}` : '?';
  const plain = Buffer.byteLength(JSON.stringify(answer.body));
  const sent = await callList(server, path, token);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  return `${count}, ${kb(plain)}${sent.encoding === 'identity' ? '' : `, ${kb(sent.bytes)} sent ${sent.encoding}`}`;
}

async function measureList(server: RunningServer, list: List, token: string): Promise<Row[]> {
  const workers = Math.max(2, Math.ceil((list.rate * SLOWEST_PACED_ANSWER_MS) / 1000));
  const send = async () => (await callList(server, list.path, token)).status;
  const what = await describeAnswer(server, list.path, token);
  await pacedCalls({ rate: list.rate, workers, seconds: warmUpSeconds, send });
  const started = performance.now();
  const samples: Sample[] = await pacedCalls({ rate: list.rate, workers, seconds, send });
  const achieved = samples.length / ((performance.now() - started) / 1000);
  const ms = samples.map((sample) => sample.ms);
  const statuses = countStatuses(samples.map((sample) => sample.status));
  const failed = samples.length - (statuses[200] ?? 0);
  const [p50, p99, max] = [percentile(ms, 50), percentile(ms, 99), Math.max(...ms)];
  const verdict = p99 <= list.targetMs && failed === 0 ? 'pass' : 'fail';
  console.log(
    `GET ${list.path} (${what}) at ${list.rate}/s: ${samples.length} calls (${formatStatuses(statuses)}), ${achieved.toFixed(0)}/s achieved, ` +
      `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms → ${verdict.toUpperCase()} (target p99 ≤ ${list.targetMs} ms); load average ${describeLoad()}`,
  );
  const name = `GET ${list.path.replace(/^\/api/, '')} at ${list.rate}/s`;
  return [
    { bench: 'api-lists', measure: `p99 ${name} (ref: p50)`, figure: p99, reference: p50, unit: 'ms', target: `≤ ${list.targetMs} ms`, verdict },
    { bench: 'api-lists', measure: `max ${name}`, figure: max, unit: 'ms' },
    { bench: 'api-lists', measure: `answers other than 200, ${name}`, figure: failed, target: '0', verdict: failed === 0 ? 'pass' : 'fail' },
  ];
}

console.log(`api-lists: a demo school of ${students} students; each list ${warmUpSeconds} s warm-up, then ${seconds} s at its rate; ${describeMachine()}`);
const fillStarted = performance.now();
const rows = await withServer(
  async (server, school): Promise<Row[]> => {
    console.log(`demo school made in ${((performance.now() - fillStarted) / 1000).toFixed(0)} s: ${JSON.stringify(school.counts)}`);
    const tokens: Record<Role, string> = {
      student: await logIn(server, 'student', school.logins.student),
      tutor: await logIn(server, 'tutor', school.logins.tutor),
    };
    const measured: Row[] = [];
    for (const list of LISTS) measured.push(...(await measureList(server, list, tokens[list.role])));
    return measured;
  },
  { prepare: (dataDir: string) => fillDemoSchool({ dataDir, students }) },
);
report(rows);

