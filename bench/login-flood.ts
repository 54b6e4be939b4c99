// Latency of an authenticated call alone, then while 16 clients log in non-stop (issue "Hardening", finding 3).
import { call } from './support/http.ts';
import { pacedCalls, startFlood, type Sample } from './support/load.ts';
import { report, type Row } from './support/report.ts';
import { logIn, signUpStudent } from './support/school.ts';
import { withServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { countStatuses, formatStatuses, percentile } from './support/stats.ts';

const seconds = setting('BENCH_LOGIN_FLOOD_SECONDS', 15);
const logins = setting('BENCH_LOGIN_FLOOD_LOGINS', 16);
const rate = setting('BENCH_LOGIN_FLOOD_SESSION_RATE', 50);
/** The target: an authenticated call stays fast while others log in. */
const TARGET_P99_MS = 30;
/** Lets the flood reach its pace before the calls are timed. */
const RAMP_UP_MS = 1000;

function describe(label: string, samples: readonly Sample[]): void {
  const ms = samples.map((sample) => sample.ms);
  const statuses = formatStatuses(countStatuses(samples.map((sample) => sample.status)));
  console.log(`${label}: ${samples.length} calls (${statuses}), p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms`);
}

console.log(`login-flood: GET /api/session at ${rate}/s for ${seconds} s alone, then with ${logins} clients logging in non-stop`);
const rows = await withServer(async (server): Promise<Row[]> => {
  const student = await signUpStudent(server);
  const token = await logIn(server, 'student', student);
  const session = async () => (await call(`${server.url}/api/session`, undefined, token)).status;
  const timeSessions = () => pacedCalls({ rate, workers: 2, seconds, send: session });

  const alone = await timeSessions();
  describe('alone', alone);
  const flood = startFlood({
    url: `${server.url}/api/student/login`,
    connections: logins,
    duration: seconds + 10,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: student.email, password: student.password }),
  });
  await new Promise((resolve) => setTimeout(resolve, RAMP_UP_MS));
  const timedFrom = performance.now();
  const during = await timeSessions();
  const timedTo = performance.now();
  await flood.stop();
  describe('during the flood', during);
  const loginsMeanwhile = flood.samples.filter((sample) => sample.at >= timedFrom && sample.at < timedTo);
  const loginStatuses = countStatuses(loginsMeanwhile.map((sample) => sample.status));
  console.log(`logins meanwhile: ${formatStatuses(loginStatuses)}`);

  const p = (samples: readonly Sample[], rank: number) => percentile(samples.map((sample) => sample.ms), rank);
  const p99 = p(during, 99);
  const verdict = p99 < TARGET_P99_MS ? 'pass' : 'fail';
  console.log(`target: p99 during the flood < ${TARGET_P99_MS} ms → ${verdict.toUpperCase()} (${p99.toFixed(1)} ms)`);
  const timedSeconds = (timedTo - timedFrom) / 1000;
  return [
    { bench: 'login-flood', measure: `p50 GET /api/session, ${logins} logins (ref: alone)`, figure: p(during, 50), reference: p(alone, 50), unit: 'ms' },
    {
      bench: 'login-flood',
      measure: `p99 GET /api/session, ${logins} logins (ref: alone)`,
      figure: p99,
      reference: p(alone, 99),
      unit: 'ms',
      target: `< ${TARGET_P99_MS} ms`,
      verdict,
    },
    { bench: 'login-flood', measure: 'logins answered 200 during the flood', figure: (loginStatuses[200] ?? 0) / timedSeconds, unit: '/s' },
    { bench: 'login-flood', measure: 'logins answered otherwise', figure: loginsMeanwhile.length - (loginStatuses[200] ?? 0) },
  ];
});
report(rows);
