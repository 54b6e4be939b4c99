// Latency of the lists a big school's pages read, each at a constant rate (issue #10 "Performance at school scale", issue 29 at ten times the scale).
import { copyOfDemoSchool } from './support/demo-school.ts';
import { callList, describeAnswer } from './support/list-calls.ts';
import { describeMachine } from './support/machine.ts';
import { measurePaced, type PacedCall } from './support/paced-rows.ts';
import { report, type Row } from './support/report.ts';
import { figureBefore, STUDENT_LISTS } from './support/school-calls.ts';
import { logIn } from './support/school.ts';
import { withServer, type RunningServer } from './support/server.ts';
import { setting } from './support/settings.ts';

const students = setting('BENCH_API_LISTS_STUDENTS', 20_000);
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
  ...STUDENT_LISTS.map((path) => ({ path, role: 'student' as const, rate: studentRate, targetMs: 20 })),
  { path: '/api/tutor/home/students', role: 'tutor', rate: tutorRate, targetMs: 30 },
  { path: '/api/tutor/home/attendence', role: 'tutor', rate: tutorRate, targetMs: 30 },
];

/** p99 in ms on the school of 20,000 before issue 29's changes (`figureBefore`), by path. */
const BEFORE: Readonly<Record<string, number>> = {};

async function measureList(server: RunningServer, list: List, token: string): Promise<Row[]> {
  const what = await describeAnswer(server.url, list.path, token);
  const measured: PacedCall = {
    bench: 'api-lists',
    name: `GET ${list.path.replace(/^\/api/, '')} (${what})`,
    rate: list.rate,
    targetMs: list.targetMs,
    before: figureBefore(BEFORE, list.path, students),
    send: async () => (await callList(server.url, list.path, token)).status,
  };
  return (await measurePaced(measured, { warmUpSeconds, seconds })).rows;
}

console.log(`api-lists: a demo school of ${students} students; each list ${warmUpSeconds} s warm-up, then ${seconds} s at its rate; ${describeMachine()}`);
const rows = await withServer(
  async (server, { school, madeSeconds, seconds: copySeconds }): Promise<Row[]> => {
    console.log(`demo school made in ${madeSeconds.toFixed(0)} s, copied in ${copySeconds.toFixed(0)} s: ${JSON.stringify(school.counts)}`);
    const tokens: Record<Role, string> = {
      student: await logIn(server, 'student', school.logins.student),
      tutor: await logIn(server, 'tutor', school.logins.tutor),
    };
    const measured: Row[] = [];
    for (const list of LISTS) measured.push(...(await measureList(server, list, tokens[list.role])));
    return measured;
  },
  { prepare: (dataDir: string) => copyOfDemoSchool(dataDir, students) },
);
report(rows);
