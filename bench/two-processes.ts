// The calls of issue 29 at one rate, from one process on SQLite and from two processes sharing PostgreSQL, calls split evenly as a load balancer would.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DemoSchool } from '../gateway/demo/school.ts';
import { startAppProcesses, type AppProcesses } from '../gateway/testing/app-processes.ts';
import { startPostgresCluster, type PostgresCluster } from '../gateway/testing/postgres-cluster.ts';
import { copyOfDemoSchool, copyOfDemoSchoolOnPostgres, type CopiedSchool } from './support/demo-school.ts';
import { callList } from './support/list-calls.ts';
import { describeMachine } from './support/machine.ts';
import { measurePaced } from './support/paced-rows.ts';
import type { PacedLatency } from './support/paced-latency.ts';
import { report, type Row } from './support/report.ts';
import { classesOf, figureBefore, handInTablePaths, registerPaths, rotation, searchPaths, STUDENT_LISTS } from './support/school-calls.ts';
import { logIn } from './support/school.ts';
import { appDir, cleanUpIfInterrupted, serveScriptFlags, withServer, type RunningServer } from './support/server.ts';
import { setting } from './support/settings.ts';

const BENCH = 'two-processes';
const students = setting('BENCH_TWO_PROCESSES_STUDENTS', 20_000);
const seconds = setting('BENCH_TWO_PROCESSES_SECONDS', 12);
const warmUpSeconds = setting('BENCH_TWO_PROCESSES_WARMUP_SECONDS', 3);
const rate = setting('BENCH_TWO_PROCESSES_RATE', 500);
/** Issue 29's targets for p99: one process on SQLite, two on PostgreSQL. */
const TARGET_MS = { sqlite: 20, postgres: 40 };

type Role = 'student' | 'tutor';

/** One call of the set: who makes it, and the path of each call in turn. */
interface SchoolCall {
  name: string;
  role: Role;
  next: () => string;
}

/** One way of running the app: the processes a load balancer spreads calls over. */
interface SetUp {
  name: string;
  servers: RunningServer[];
  /** The p99 of each call before issue 29's changes, on this set-up, by call name. */
  before: Readonly<Record<string, number>>;
  targetMs: number;
}

/** Each call's figures in one set-up, by name. */
type Measured = Map<string, PacedLatency>;

/** p99 in ms on the school of 20,000 before issue 29's changes (`figureBefore`), by call, on each set-up: load average 1.0–1.9 on SQLite, 2.5–6.0 on PostgreSQL, the school not yet analysed. */
const BEFORE: Readonly<Record<'sqlite' | 'postgres', Readonly<Record<string, number>>>> = {
  sqlite: {
    'GET /student/home/assignments': 7.9,
    'GET /student/home/events': 7.6,
    'GET /student/home/photos': 4.5,
    'GET /student/home/announcements': 5.1,
    'GET /student/home/notes': 2.2,
    'GET /tutor/home/classes/{id}/register/{day}': 12.6,
    'GET /tutor/home/students?q=… (search)': 219.6,
    'GET /tutor/home/assignments/{id}/submissions (hand-in tables)': 1536.4,
  },
  postgres: {
    'GET /student/home/assignments': 48.8,
    'GET /student/home/events': 30.6,
    'GET /student/home/photos': 10.2,
    'GET /student/home/announcements': 14.3,
    'GET /student/home/notes': 8.0,
    'GET /tutor/home/classes/{id}/register/{day}': 92.5,
    'GET /tutor/home/students?q=… (search)': 178.4,
    'GET /tutor/home/assignments/{id}/submissions (hand-in tables)': 469.5,
  },
};

/** The student's lists, a year of registers, the students search and the homework's hand-in tables (issue 29), each call in turn. */
async function schoolCalls(server: RunningServer, token: string, school: DemoSchool): Promise<SchoolCall[]> {
  const classes = await classesOf(server.url, token);
  return [
    ...STUDENT_LISTS.map((path) => ({ name: `GET ${path.replace(/^\/api/, '')}`, role: 'student' as const, next: () => path })),
    { name: 'GET /tutor/home/classes/{id}/register/{day}', role: 'tutor', next: rotation(registerPaths(classes, school.first, school.today)) },
    { name: 'GET /tutor/home/students?q=… (search)', role: 'tutor', next: rotation(searchPaths(classes)) },
    { name: 'GET /tutor/home/assignments/{id}/submissions (hand-in tables)', role: 'tutor', next: rotation(await handInTablePaths(server.url, token, classes)) },
  ];
}

/** Calls spread evenly over the set-up's processes, in turn, as a round-robin balancer sends them. */
function roundRobin(servers: readonly RunningServer[], next: () => string, token: string): () => Promise<number> {
  let turn = 0;
  return async () => {
    const server = servers[turn++ % servers.length] as RunningServer;
    return (await callList(server.url, next(), token)).status;
  };
}

async function measureSetUp({ name, servers, before, targetMs }: SetUp, { school, madeSeconds, seconds: copySeconds }: CopiedSchool): Promise<{ measured: Measured; rows: Row[] }> {
  console.log(`${name}: demo school made in ${madeSeconds.toFixed(0)} s, ready in ${copySeconds.toFixed(0)} s: ${JSON.stringify(school.counts)}`);
  const first = servers[0] as RunningServer;
  // One login, used on every process: a token from one is good on all that share the database and secret.
  const tokens: Record<Role, string> = { tutor: await logIn(first, 'tutor', school.logins.tutor), student: await logIn(first, 'student', school.logins.student) };
  const measured: Measured = new Map();
  const rows: Row[] = [];
  for (const each of await schoolCalls(first, tokens.tutor, school)) {
    const { figures, rows: own } = await measurePaced(
      { bench: BENCH, name: `${name}: ${each.name}`, rate, targetMs, before: figureBefore(before, each.name, students), send: roundRobin(servers, each.next, tokens[each.role]) },
      { warmUpSeconds, seconds },
    );
    measured.set(each.name, figures);
    rows.push(...own);
  }
  return { measured, rows };
}

/** Two processes on the PostgreSQL cluster, one school: the same database URL, token secret and uploads folder. */
async function measureOnPostgres(cluster: PostgresCluster): Promise<{ measured: Measured; rows: Row[] }> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-studyhall-'));
  const removeScratch = () => rmSync(scratch, { recursive: true, force: true });
  const stopWatching = cleanUpIfInterrupted(removeScratch);
  let app: AppProcesses | undefined;
  try {
    const copied = await copyOfDemoSchoolOnPostgres(cluster.url, scratch, students);
    app = await startAppProcesses(2, {
      appDir,
      nodeFlags: serveScriptFlags(),
      uploadsDir: join(scratch, 'uploads'),
      env: { DATABASE_URL: cluster.url, JWT_SECRET: randomBytes(36).toString('base64url') },
    });
    return await measureSetUp({ name: '2 processes on PostgreSQL', servers: app.processes, before: BEFORE.postgres, targetMs: TARGET_MS.postgres }, copied);
  } finally {
    await app?.stop();
    removeScratch();
    stopWatching();
  }
}

/** Each call's p99 on PostgreSQL against SQLite's in the same run. */
function comparedRows(sqlite: Measured, postgres: Measured): Row[] {
  return [...postgres].map(([name, figures]) => ({
    bench: BENCH,
    measure: `p99 ${name} at ${rate}/s, 2 on PostgreSQL (ref: 1 on SQLite)`,
    figure: figures.p99,
    reference: sqlite.get(name)?.p99,
    unit: 'ms',
  }));
}

console.log(
  `${BENCH}: a demo school of ${students} students; each call ${warmUpSeconds} s warm-up, then ${seconds} s at ${rate}/s, ` +
    `on 1 process with SQLite, then on 2 processes sharing PostgreSQL (calls alternated); ${describeMachine()}`,
);
const cluster = await startPostgresCluster();
const stopWatchingCluster = cleanUpIfInterrupted(() => cluster.stop());
try {
  const sqlite = await withServer((server, copied: CopiedSchool) => measureSetUp({ name: '1 process on SQLite', servers: [server], before: BEFORE.sqlite, targetMs: TARGET_MS.sqlite }, copied), {
    prepare: (dataDir: string) => copyOfDemoSchool(dataDir, students),
  });
  const postgres = await measureOnPostgres(cluster);
  report([...sqlite.rows, ...postgres.rows, ...comparedRows(sqlite.measured, postgres.measured)]);
} finally {
  cluster.stop();
  stopWatchingCluster();
}
