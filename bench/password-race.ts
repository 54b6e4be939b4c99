// Logins with the old password racing a password change; which of their tokens survive it (issue "Hardening", finding 4).
import { call } from './support/http.ts';
import { report, type Row } from './support/report.ts';
import { addTutor, changeTutorPassword } from './support/school.ts';
import { withServer, type RunningServer } from './support/server.ts';
import { setting } from './support/settings.ts';

const rounds = setting('BENCH_PASSWORD_RACE_ROUNDS', 3);
const workers = setting('BENCH_PASSWORD_RACE_LOGINS', 8);
const leadMs = setting('BENCH_PASSWORD_RACE_LEAD_MS', 300);
/** Bounds each login loop, should the password tool hang. */
const MAX_RACE_MS = 30_000;

interface RoundResult {
  oldTokens: string[];
  stillValid: number;
}

/** Logs in with `password` from `workers` clients while `going()` holds; answers every token obtained. */
async function loginsWhile(server: RunningServer, email: string, password: string, going: () => boolean): Promise<string[]> {
  const tokens: string[] = [];
  const deadline = Date.now() + MAX_RACE_MS;
  const loop = async () => {
    while (going() && Date.now() < deadline) {
      const answer = await call(`${server.url}/api/tutor/login`, { email, password });
      if (answer.status === 200 && typeof answer.body?.token === 'string') tokens.push(answer.body.token);
    }
  };
  await Promise.all(Array.from({ length: workers }, loop));
  return tokens;
}

/** Changes the password while logins with the old one run; counts their tokens that still work after. */
async function raceOnce(server: RunningServer, email: string, oldPassword: string, newPassword: string): Promise<RoundResult> {
  let changing = true;
  const racing = loginsWhile(server, email, oldPassword, () => changing);
  await new Promise((resolve) => setTimeout(resolve, leadMs));
  try {
    await changeTutorPassword(server, email, newPassword);
  } finally {
    changing = false;
  }
  const oldTokens = await racing;
  const checks = await Promise.all(oldTokens.map((token) => call(`${server.url}/api/session`, undefined, token)));
  return { oldTokens, stillValid: checks.filter((check) => check.status === 200).length };
}

console.log(`password-race: ${rounds} rounds of ${workers} clients logging in with the old password while the tutor tool changes it`);
const rows = await withServer(async (server) => {
  const tutor = await addTutor(server);
  const results: Row[] = [];
  let password = tutor.password;
  for (let round = 1; round <= rounds; round++) {
    const newPassword = `Round#${round}-changed`;
    const { oldTokens, stillValid } = await raceOnce(server, tutor.email, password, newPassword);
    password = newPassword;
    console.log(`round ${round}: ${oldTokens.length} tokens from the old password, ${stillValid} still valid after the change`);
    results.push({
      bench: 'password-race',
      measure: `round ${round}: old-password tokens valid after (of ${oldTokens.length})`,
      figure: stillValid,
      target: '0',
      verdict: stillValid === 0 ? 'pass' : 'fail',
    });
  }
  return results;
});
report(rows);
