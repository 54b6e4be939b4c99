// Wrong passwords against one account as fast as possible, then the right one (issue "Hardening", finding 2).
import { call } from './support/http.ts';
import { floodFor, floodRate } from './support/load.ts';
import { report, type Row } from './support/report.ts';
import { addTutor } from './support/school.ts';
import { withServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { countStatuses, formatStatuses } from './support/stats.ts';

const seconds = setting('BENCH_LOGIN_GUESSING_SECONDS', 10);
const connections = setting('BENCH_LOGIN_GUESSING_CONNECTIONS', 8);

console.log(`login-guessing: ${connections} connections guessing one tutor's password for ${seconds} s`);
const rows = await withServer(async (server): Promise<Row[]> => {
  const tutor = await addTutor(server);
  let guess = 0;
  let retryAfter = 0;
  const flood = await floodFor(seconds, {
    url: `${server.url}/api/tutor/login`,
    connections,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ email: tutor.email, password: `Wrong#${guess++}` }) }),
        onResponse: (status, _body, _context, headers) => {
          if (status === 429 && Object.keys(headers).some((name) => name.toLowerCase() === 'retry-after')) retryAfter++;
        },
      },
    ],
  });
  const right = await call(`${server.url}/api/tutor/login`, { email: tutor.email, password: tutor.password });
  const statuses = countStatuses(flood.samples.map((sample) => sample.status));
  const rightRetryAfter = right.headers.get('retry-after');
  console.log(`wrong guesses: ${formatStatuses(statuses)}, ${retryAfter} of the 429s with Retry-After`);
  console.log(`right password right after: ${right.status}${rightRetryAfter ? ` (Retry-After: ${rightRetryAfter})` : ''}`);
  return [
    { bench: 'login-guessing', measure: 'wrong passwords answered', figure: floodRate(flood), unit: '/s' },
    { bench: 'login-guessing', measure: `answered 400 (checked) in ${seconds} s`, figure: statuses[400] ?? 0, target: 'a few, then throttled' },
    { bench: 'login-guessing', measure: 'answered 429 (with Retry-After)', figure: `${statuses[429] ?? 0} (${retryAfter})`, target: 'the rest, all with Retry-After' },
    { bench: 'login-guessing', measure: 'right password right after', figure: String(right.status), target: '429 while throttled' },
  ];
});
report(rows);
