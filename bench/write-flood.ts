// A write flood (security trial: "a write flood starves everything"): 200 connections post events with a tutor's token
// non-stop, while /healthz, a student's read and a login are timed beside it at a page's pace.
import { floodOnThread, type ThreadFlood } from './support/flood-thread.ts';
import { call } from './support/http.ts';
import { callList } from './support/list-calls.ts';
import { pacedCalls, type Sample } from './support/load.ts';
import { describeLoad, describeMachine } from './support/machine.ts';
import { report, type Row } from './support/report.ts';
import { addTutor, logIn, signUpStudent, type Account } from './support/school.ts';
import { withServer, type RunningServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { countStatuses, formatStatuses, percentile } from './support/stats.ts';

const seconds = setting('BENCH_WRITE_FLOOD_SECONDS', 15);
const connections = setting('BENCH_WRITE_FLOOD_CONNECTIONS', 200);
const aloneSeconds = setting('BENCH_WRITE_FLOOD_ALONE_SECONDS', 5);
/** The target: reads, logins and the health check answer within this (p99) during the flood. */
const TARGET_P99_MS = 100;
/**
 * Lets the flood reach its pace before the calls beside it are timed: while the flood runs,
 * Node accepts a burst of 200 new connections over a second or two, and a call that opens a
 * connection meanwhile waits in the same queue.
 */
const RAMP_UP_MS = 3000;
/** Keeps the flood on a little past the timed calls, so none of them runs after it. */
const RAMP_DOWN_MS = 1000;
/** A call still unanswered this long counts as failed (status 0) rather than holding the benchmark. */
const PACED_TIMEOUT_MS = 20_000;
/** As the tutor's form sends it: the date with a leading space. */
const EVENT = { event: 'Chess tournament', club: 'Chess club', description: 'Rounds start at 3 in room 12.', date: ' Nov 22 2026' };

/** A call timed beside the flood, at the pace a page or a monitor makes it. */
interface PacedCall {
  name: string;
  /** Calls a second. */
  rate: number;
  send: () => Promise<number>;
}

/** Calls in flight at most, each kind: a stalled answer holds its worker, and the others keep the pace. */
const WORKERS = 4;

/** A status, or 0 when no answer came (refused connection, timeout). */
async function statusOf(answer: Promise<{ status: number }>): Promise<number> {
  try {
    return (await answer).status;
  } catch {
    return 0;
  }
}

function pacedCallsOf(server: RunningServer, student: Account, studentToken: string): PacedCall[] {
  const withTimeout = <T>(work: Promise<T>) =>
    Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), PACED_TIMEOUT_MS).unref())]);
  const read = (path: string) => () => statusOf(withTimeout(callList(server.url, path, studentToken)));
  return [
    { name: 'GET /healthz', rate: 10, send: read('/healthz') },
    // The list the flood grows: every answer is made again, as each post changes it.
    { name: 'GET /api/student/home/events', rate: 20, send: read('/api/student/home/events') },
    { name: 'POST /api/student/login', rate: 4, send: () => statusOf(call(`${server.url}/api/student/login`, { email: student.email, password: student.password })) },
  ];
}

/** Every paced call at once for `seconds`; answers each one's samples, in the order of `calls`. */
function timeAll(calls: readonly PacedCall[], forSeconds: number): Promise<Sample[][]> {
  return Promise.all(calls.map(({ rate, send }) => pacedCalls({ rate, workers: WORKERS, seconds: forSeconds, send })));
}

const msOf = (samples: readonly Sample[]) => samples.map((sample) => sample.ms);

function describeFlood(flood: ThreadFlood): string {
  return (
    `${flood.statuses.length} answers in ${flood.seconds.toFixed(1)} s (${formatStatuses(countStatuses(flood.statuses))}), ` +
    `${flood.timeouts} timeouts, ${flood.errors} other errors; p50 ${percentile(flood.ms, 50).toFixed(0)} ms, p99 ${percentile(flood.ms, 99).toFixed(0)} ms, max ${flood.ms.reduce((most, ms) => Math.max(most, ms), 0).toFixed(0)} ms`
  );
}

function rowsOfCall(call: PacedCall, during: readonly Sample[], alone: readonly Sample[]): Row[] {
  const p99 = percentile(msOf(during), 99);
  const failed = during.filter((sample) => sample.status !== 200).length;
  const verdict = p99 < TARGET_P99_MS && failed === 0 ? 'pass' : 'fail';
  const statuses = formatStatuses(countStatuses(during.map((sample) => sample.status)));
  console.log(
    `${call.name} at ${call.rate}/s during the flood: ${during.length} calls (${statuses}), p50 ${percentile(msOf(during), 50).toFixed(1)} ms, ` +
      `p99 ${p99.toFixed(1)} ms, max ${Math.max(...msOf(during)).toFixed(0)} ms; alone p99 ${percentile(msOf(alone), 99).toFixed(1)} ms → ${verdict.toUpperCase()}`,
  );
  return [
    { bench: 'write-flood', measure: `p99 ${call.name} at ${call.rate}/s (ref: no flood)`, figure: p99, reference: percentile(msOf(alone), 99), unit: 'ms', target: `< ${TARGET_P99_MS} ms, all 200`, verdict },
    { bench: 'write-flood', measure: `max ${call.name}; its answers`, figure: `${Math.max(...msOf(during)).toFixed(0)} ms; ${statuses}` },
  ];
}

/** The latencies of the flood's answers with `status`, or of every answer. */
function floodMs(flood: ThreadFlood, status?: number): number[] {
  return status === undefined ? flood.ms : flood.ms.filter((_, index) => flood.statuses[index] === status);
}

function rowsOfFlood(flood: ThreadFlood): Row[] {
  const statuses = countStatuses(flood.statuses);
  const name = `${connections} connections posting events`;
  const p = (rank: number, status?: number) => percentile(floodMs(flood, status), rank);
  return [
    { bench: 'write-flood', measure: `${name}: answers`, figure: `${formatStatuses(statuses)}; ${flood.timeouts} timeouts, ${flood.errors} errors` },
    { bench: 'write-flood', measure: `${name}: events kept a second`, figure: (statuses[201] ?? 0) / flood.seconds, unit: '/s' },
    { bench: 'write-flood', measure: `${name}: p50 / p99 of every answer`, figure: `${p(50).toFixed(0)} / ${p(99).toFixed(0)} ms` },
    { bench: 'write-flood', measure: `${name}: p99 of a 201 (kept)`, figure: p(99, 201), unit: 'ms' },
    { bench: 'write-flood', measure: `${name}: p99 of a 503 (shed)`, figure: p(99, 503), unit: 'ms' },
  ];
}

console.log(`write-flood: paced calls ${aloneSeconds} s alone, then ${seconds} s beside ${connections} connections posting events non-stop; ${describeMachine()}`);
const rows = await withServer(async (server): Promise<Row[]> => {
  const tutorToken = await logIn(server, 'tutor', await addTutor(server));
  const student = await signUpStudent(server);
  const calls = pacedCallsOf(server, student, await logIn(server, 'student', student));

  const alone = await timeAll(calls, aloneSeconds);
  const flooding = floodOnThread({
    url: `${server.url}/api/tutor/home/events`,
    connections,
    duration: seconds + (RAMP_UP_MS + RAMP_DOWN_MS) / 1000,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tutorToken}` },
    body: JSON.stringify(EVENT),
  });
  await new Promise((resolve) => setTimeout(resolve, RAMP_UP_MS));
  const during = await timeAll(calls, seconds);
  const flood = await flooding;
  console.log(`the flood: ${describeFlood(flood)}; load average ${describeLoad()}`);
  return [...rowsOfFlood(flood), ...calls.flatMap((each, index) => rowsOfCall(each, during[index] ?? [], alone[index] ?? []))];
});
report(rows);
