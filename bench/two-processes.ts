// The lists of api-lists at one rate, from one process on SQLite and from two processes sharing PostgreSQL, calls split evenly as a load balancer would.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DemoSchool } from '../gateway/demo/school.ts';
import { startAppProcesses, type AppProcesses } from '../gateway/testing/app-processes.ts';
import { startPostgresCluster, type PostgresCluster } from '../gateway/testing/postgres-cluster.ts';
import { fillDemoSchool } from './support/demo-school.ts';
import { callList, describeAnswer } from './support/list-calls.ts';
import { describeLoad, describeMachine } from './support/machine.ts';
import { pacedLatency, type PacedLatency } from './support/paced-latency.ts';
import { report, type Row } from './support/report.ts';
import { logIn } from './support/school.ts';
import { appDir, cleanUpIfInterrupted, serveScriptFlags, withServer, type RunningServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { formatStatuses } from './support/stats.ts';

const BENCH = 'two-processes';
const students = setting('BENCH_TWO_PROCESSES_STUDENTS', 2000);
const seconds = setting('BENCH_TWO_PROCESSES_SECONDS', 12);
const warmUpSeconds = setting('BENCH_TWO_PROCESSES_WARMUP_SECONDS', 3);
const rate = setting('BENCH_TWO_PROCESSES_RATE', 500);
/** The demo's today for both schools: the same seed and day make the same school on each database. */
const today = new Date();

type Role = 'student' | 'tutor';

/** The tutor's whole-school list and the student's busiest list, each at `rate` in both set-ups. */
const LISTS: readonly { path: string; role: Role }[] = [
  { path: '/api/tutor/home/students', role: 'tutor' },
  { path: '/api/student/home/assignments', role: 'student' },
];

/** One way of running the app: the processes a load balancer spreads calls over. */
interface SetUp {
  name: string;
  servers: RunningServer[];
}

/** Each list's figures in one set-up, by path. */
type Measured = Map<string, PacedLatency>;

/** Calls spread evenly over the set-up's processes, in turn, as a round-robin balancer sends them. */
function roundRobin(servers: readonly RunningServer[], path: string, token: string): () => Promise<number> {
  let next = 0;
  return async () => {
    const server = servers[next++ % servers.length] as RunningServer;
    return (await callList(server.url, path, token)).status;
  };
}

async function measureSetUp({ name, servers }: SetUp, school: DemoSchool): Promise<Measured> {
  const first = servers[0] as RunningServer;
  // One login, used on every process: a token from one is good on all that share the database and secret.
  const tokens: Record<Role, string> = { tutor: await logIn(first, 'tutor', school.logins.tutor), student: await logIn(first, 'student', school.logins.student) };
  const measured: Measured = new Map();
  for (const { path, role } of LISTS) {
    const what = await describeAnswer(first.url, path, tokens[role]);
    const figures = await pacedLatency({ rate, warmUpSeconds, seconds, send: roundRobin(servers, path, tokens[role]) });
    console.log(
      `${name}: GET ${path} (${what}) at ${rate}/s: ${figures.calls} calls (${formatStatuses(figures.statuses)}), ${figures.achieved.toFixed(0)}/s achieved, ` +
        `p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms; load average ${describeLoad()}`,
    );
    measured.set(path, figures);
  }
  return measured;
}

/**
 * The demo school made on PostgreSQL by the generator itself (through the app's queries, as on
 * SQLite), its files in `scratch`/uploads. Made for the same day and seed as the SQLite one, so
 * both set-ups serve the same school.
 */
async function fillOnPostgres(cluster: PostgresCluster, scratch: string): Promise<DemoSchool> {
  const started = performance.now();
  const school = await fillDemoSchool({ dataDir: scratch, uploadsDir: join(scratch, 'uploads'), database: { databaseUrl: cluster.url }, students, now: today });
  // An app under test (BENCH_APP_DIR) whose generator knows no `database` fills SQLite instead: say so, not "login answered 400".
  if (readdirSync(scratch).some((name) => name.endsWith('.sqlite'))) throw new Error(`the demo generator of ${appDir} wrote SQLite, not PostgreSQL`);
  console.log(`demo school made on PostgreSQL in ${((performance.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(school.counts)}`);
  return school;
}

/** Two processes on the PostgreSQL cluster, one school: the same database URL, token secret and uploads folder. */
async function measureOnPostgres(cluster: PostgresCluster): Promise<Measured> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-studyhall-'));
  const removeScratch = () => rmSync(scratch, { recursive: true, force: true });
  const stopWatching = cleanUpIfInterrupted(removeScratch);
  let app: AppProcesses | undefined;
  try {
    const school = await fillOnPostgres(cluster, scratch);
    app = await startAppProcesses(2, {
      appDir,
      nodeFlags: serveScriptFlags(),
      uploadsDir: join(scratch, 'uploads'),
      env: { DATABASE_URL: cluster.url, JWT_SECRET: randomBytes(36).toString('base64url') },
    });
    return await measureSetUp({ name: '2 processes on PostgreSQL', servers: app.processes }, school);
  } finally {
    await app?.stop();
    removeScratch();
    stopWatching();
  }
}

function rowsFor(path: string, sqlite: PacedLatency, postgres: PacedLatency): Row[] {
  const name = `GET ${path.replace(/^\/api/, '')} at ${rate}/s`;
  const failed = sqlite.failed + postgres.failed;
  return [
    { bench: BENCH, measure: `p99 ${name}, 1 process on SQLite (ref: p50)`, figure: sqlite.p99, reference: sqlite.p50, unit: 'ms' },
    { bench: BENCH, measure: `p99 ${name}, 2 processes on PostgreSQL (ref: p50)`, figure: postgres.p99, reference: postgres.p50, unit: 'ms' },
    { bench: BENCH, measure: `p99 ${name}, 2 on PostgreSQL (ref: 1 on SQLite)`, figure: postgres.p99, reference: sqlite.p99, unit: 'ms' },
    { bench: BENCH, measure: `answers other than 200, ${name}, both set-ups`, figure: failed, target: '0', verdict: failed === 0 ? 'pass' : 'fail' },
  ];
}

console.log(
  `${BENCH}: a demo school of ${students} students; each list ${warmUpSeconds} s warm-up, then ${seconds} s at ${rate}/s, ` +
    `on 1 process with SQLite, then on 2 processes sharing PostgreSQL (calls alternated); ${describeMachine()}`,
);
const cluster = await startPostgresCluster();
const stopWatchingCluster = cleanUpIfInterrupted(() => cluster.stop());
try {
  const fillStarted = performance.now();
  const sqlite = await withServer(
    async (server, school) => {
      console.log(`demo school made on SQLite in ${((performance.now() - fillStarted) / 1000).toFixed(0)} s: ${JSON.stringify(school.counts)}`);
      return measureSetUp({ name: '1 process on SQLite', servers: [server] }, school);
    },
    { prepare: (dataDir: string) => fillDemoSchool({ dataDir, students, now: today }) },
  );
  const postgres = await measureOnPostgres(cluster);
  report(LISTS.flatMap(({ path }) => rowsFor(path, sqlite.get(path) as PacedLatency, postgres.get(path) as PacedLatency)));
} finally {
  cluster.stop();
  stopWatchingCluster();
}
