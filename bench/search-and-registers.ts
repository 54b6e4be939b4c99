// Latency of the students search and of class registers on a demo school (issue parts 5 and 6), each at a constant rate.
import { request } from 'node:http';
import { call } from './support/http.ts';
import { callList, describeAnswer } from './support/list-calls.ts';
import { fillDemoSchool } from './support/demo-school.ts';
import { describeLoad, describeMachine } from './support/machine.ts';
import { pacedLatency } from './support/paced-latency.ts';
import { report, type Row } from './support/report.ts';
import { logIn } from './support/school.ts';
import { withServer, type RunningServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { formatStatuses } from './support/stats.ts';

const students = setting('BENCH_SEARCH_REGISTERS_STUDENTS', 2000);
const seconds = setting('BENCH_SEARCH_REGISTERS_SECONDS', 15);
const warmUpSeconds = setting('BENCH_SEARCH_REGISTERS_WARMUP_SECONDS', 3);
const readRate = setting('BENCH_SEARCH_REGISTERS_READ_RATE', 200);
const takeRate = setting('BENCH_SEARCH_REGISTERS_TAKE_RATE', 20);

/** A class of the demo school, and its students by id. */
interface DemoClass {
  id: string;
  studentIds: string[];
}

/** One measured call: what it is, how often, its target, and the next request of the rotation. */
interface Measured {
  name: string;
  rate: number;
  targetMs: number;
  /** One call, a different one each time (the rotation); answers its status. */
  send: () => Promise<number>;
}

/** Each call of the list in turn, forever: no one answer can be kept and sent again. */
function rotation<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length] as T;
}

/**
 * A call with a JSON body, timed to the answer's last byte like `callList`, whose bytes it drops.
 *
 * @example await sendJson(server.url, 'PUT', '/api/tutor/home/classes/c1/register/2026-11-24', token, { entries })
 */
function sendJson(url: string, method: string, path: string, token: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) };
  return new Promise((resolve, reject) => {
    const sent = request(`${url}${path}`, { method, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** The demo's school days (every day but Sunday) from `first` to `last`, both included. */
function schoolDays(first: string, last: string): string[] {
  const days: string[] = [];
  for (const day = new Date(`${first}T12:00:00Z`); day.toISOString().slice(0, 10) <= last; day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() !== 0) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** Every class with its roster, read as the tutor's pages read them. */
async function classesOf(server: RunningServer, token: string): Promise<DemoClass[]> {
  const { body } = await call(`${server.url}/api/tutor/home/classes`, undefined, token);
  const ids = ((body?.classes ?? []) as { _id: string }[]).map((each) => each._id);
  return Promise.all(
    ids.map(async (id) => {
      const roster = await call(`${server.url}/api/tutor/home/classes/${id}/students`, undefined, token);
      return { id, studentIds: ((roster.body?.students ?? []) as { _id: string }[]).map((student) => student._id) };
    }),
  );
}

/**
 * Searches as tutors type them: a name's start, a full name shared by three students, part of
 * an e-mail, an admission number and its start, a class's roster, the blocked, a later page.
 */
function searchPaths(classes: readonly DemoClass[]): string[] {
  const queries = ['q=asha', 'q=asha%20kumar', 'q=ku', 'q=demo-school', 'q=10042', 'q=101', 'q=sharma&page=1', 'blocked=true', 'page=7', 'q=r&page=2'];
  const byClass = classes.slice(0, 10).map((each) => `class=${each.id}`);
  return [...queries, ...byClass].map((query) => `/api/tutor/home/students?${query}&limit=50`);
}

async function measure(measured: Measured): Promise<Row[]> {
  const { calls, achieved, statuses, failed, p50, p99, max } = await pacedLatency({ rate: measured.rate, warmUpSeconds, seconds, send: measured.send });
  const verdict = p99 <= measured.targetMs && failed === 0 ? 'pass' : 'fail';
  console.log(
    `${measured.name} at ${measured.rate}/s: ${calls} calls (${formatStatuses(statuses)}), ${achieved.toFixed(0)}/s achieved, ` +
      `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms → ${verdict.toUpperCase()} (target p99 ≤ ${measured.targetMs} ms); load average ${describeLoad()}`,
  );
  const name = `${measured.name} at ${measured.rate}/s`;
  return [
    { bench: 'search-and-registers', measure: `p99 ${name} (ref: p50)`, figure: p99, reference: p50, unit: 'ms', target: `≤ ${measured.targetMs} ms`, verdict },
    { bench: 'search-and-registers', measure: `max ${name}`, figure: max, unit: 'ms' },
    { bench: 'search-and-registers', measure: `answers other than 200, ${name}`, figure: failed, target: '0', verdict: failed === 0 ? 'pass' : 'fail' },
  ];
}

console.log(`search-and-registers: a demo school of ${students} students; each call ${warmUpSeconds} s warm-up, then ${seconds} s at its rate; ${describeMachine()}`);
const fillStarted = performance.now();
const rows = await withServer(
  async (server, school): Promise<Row[]> => {
    console.log(`demo school made in ${((performance.now() - fillStarted) / 1000).toFixed(0)} s: ${JSON.stringify(school.counts)}`);
    const token = await logIn(server, 'tutor', school.logins.tutor);
    const classes = await classesOf(server, token);
    const days = schoolDays(school.first, school.today);
    const search = rotation(searchPaths(classes));
    console.log(`GET /api/tutor/home/students?q=asha&limit=50: ${await describeAnswer(server.url, '/api/tutor/home/students?q=asha&limit=50', token)}`);
    // Every class on every day of the year: registers read as the tutors' pages read them.
    const readRegister = rotation(days.flatMap((day) => classes.map((each) => `/api/tutor/home/classes/${each.id}/register/${day}`)));
    // The last month's registers taken again: two absent, one late and one excused with a note, the rest present.
    const takeRegister = rotation(
      days.slice(-26).flatMap((day) =>
        classes.map((each) => {
          const [absent, away, late, excused] = each.studentIds;
          const entries = [
            { studentId: absent, status: 'absent' },
            { studentId: away, status: 'absent' },
            { studentId: late, status: 'late' },
            { studentId: excused, status: 'excused', note: 'Note from home' },
          ].filter((entry) => entry.studentId !== undefined);
          return { path: `/api/tutor/home/classes/${each.id}/register/${day}`, entries };
        }),
      ),
    );
    const calls: Measured[] = [
      { name: 'GET /tutor/home/students?q=… (search)', rate: readRate, targetMs: 20, send: async () => (await callList(server.url, search(), token)).status },
      { name: 'GET /tutor/home/classes/{id}/register/{day}', rate: readRate, targetMs: 20, send: async () => (await callList(server.url, readRegister(), token)).status },
      {
        name: `PUT /tutor/home/classes/{id}/register/{day} (${classes[0]?.studentIds.length ?? 0} students)`,
        rate: takeRate,
        targetMs: 50,
        send: () => {
          const { path, entries } = takeRegister();
          return sendJson(server.url, 'PUT', path, token, { entries });
        },
      },
    ];
    const measured: Row[] = [];
    for (const each of calls) measured.push(...(await measure(each)));
    return measured;
  },
  { prepare: (dataDir: string) => fillDemoSchool({ dataDir, students }) },
);
report(rows);
