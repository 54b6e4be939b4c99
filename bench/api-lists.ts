// Latency of the lists a big school's pages read, each at a constant rate (issue #10 "Performance at school scale").
import { fillDemoSchool } from './support/demo-school.ts';
import { callList, describeAnswer } from './support/list-calls.ts';
import { describeLoad, describeMachine } from './support/machine.ts';
import { pacedLatency } from './support/paced-latency.ts';
import { report, type Row } from './support/report.ts';
import { logIn } from './support/school.ts';
import { withServer, type RunningServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { formatStatuses } from './support/stats.ts';

const students = setting('BENCH_API_LISTS_STUDENTS', 2000);
const seconds = setting('BENCH_API_LISTS_SECONDS', 15);
const warmUpSeconds = setting('BENCH_API_LISTS_WARMUP_SECONDS', 3);
const studentRate = setting('BENCH_API_LISTS_STUDENT_RATE', 500);
const tutorRate = setting('BENCH_API_LISTS_TUTOR_RATE', 100);

type Role = 'student' | 'tutor';

interface List {
  path: string;
  /** Whose token calls it, as the page that reads it. */
  role: Role;
  /** Calls a second. */
  rate: number;
  /** The target for p99 at that rate. */
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

async function measureList(server: RunningServer, list: List, token: string): Promise<Row[]> {
  const send = async () => (await callList(server.url, list.path, token)).status;
  const what = await describeAnswer(server.url, list.path, token);
  const { calls, achieved, statuses, failed, p50, p99, max } = await pacedLatency({ rate: list.rate, warmUpSeconds, seconds, send });
  const verdict = p99 <= list.targetMs && failed === 0 ? 'pass' : 'fail';
  console.log(
    `GET ${list.path} (${what}) at ${list.rate}/s: ${calls} calls (${formatStatuses(statuses)}), ${achieved.toFixed(0)}/s achieved, ` +
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

