// Does asking for a sign-up code tell who has an account, and how fast can one client ask? (issue "Hardening", finding 5)
import { call, type Answer } from './support/http.ts';
import { floodFor, floodRate } from './support/load.ts';
import { report, type Row } from './support/report.ts';
import { addTutor, newAccount, type Account } from './support/school.ts';
import { withServer, type RunningServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { countStatuses, formatStatuses, percentile } from './support/stats.ts';

const tries = setting('BENCH_SIGNUP_ENUMERATION_TRIES', 20);
const burstSeconds = setting('BENCH_SIGNUP_ENUMERATION_BURST_SECONDS', 3);
/** Tutors are added two at a time: each is a run of the admin tool. */
const TUTORS_AT_ONCE = 2;

async function addTutors(server: RunningServer, count: number): Promise<Account[]> {
  const tutors: Account[] = [];
  while (tutors.length < count) {
    const batch = Math.min(TUTORS_AT_ONCE, count - tutors.length);
    tutors.push(...(await Promise.all(Array.from({ length: batch }, () => addTutor(server)))));
  }
  return tutors;
}

/** An answer as an outsider compares it: status and message, with the address asked about blanked out. */
function shape(answer: Answer, email: string): string {
  const said = answer.body?.message;
  const message = (typeof said === 'string' ? said : '').replaceAll(email, '<address>');
  return `${answer.status} ${message}`;
}

/** The distinct answer shapes, sorted, so two kinds of address can be compared as sets. */
const distinct = (shapes: readonly string[]) => [...new Set(shapes)].sort();

console.log(`signup-enumeration: ${tries} sign-up requests each for registered and new addresses, then a ${burstSeconds} s burst`);
const rows = await withServer(async (server): Promise<Row[]> => {
  const tutors = await addTutors(server, tries);
  const registered: { answer: Answer; email: string }[] = [];
  const fresh: { answer: Answer; email: string }[] = [];
  const ask = async (email: string) => ({ email, answer: await call(`${server.url}/api/student/signup`, { email, contact: '9876543210' }) });
  // Interleaved, so a throttle that starts midway falls on both kinds alike.
  for (const tutor of tutors) {
    registered.push(await ask(tutor.email));
    fresh.push(await ask(newAccount('new').email));
  }
  const registeredShapes = distinct(registered.map(({ answer, email }) => shape(answer, email)));
  const freshShapes = distinct(fresh.map(({ answer, email }) => shape(answer, email)));
  const differ = JSON.stringify(registeredShapes) !== JSON.stringify(freshShapes);
  console.log(`registered: ${registeredShapes.join(' | ')}`);
  console.log(`new:        ${freshShapes.join(' | ')}`);

  let next = 0;
  const burst = await floodFor(burstSeconds, {
    url: `${server.url}/api/student/signup`,
    connections: 4,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ email: tutors[next++ % tutors.length]?.email, contact: '9876543210' }) }) }],
  });
  const burstStatuses = countStatuses(burst.samples.map((sample) => sample.status));
  console.log(`burst on registered addresses: ${formatStatuses(burstStatuses)}`);

  const statuses = (asked: typeof registered) => formatStatuses(countStatuses(asked.map(({ answer }) => answer.status)));
  const medianMs = (asked: typeof registered) => percentile(asked.map(({ answer }) => answer.ms), 50);
  return [
    { bench: 'signup-enumeration', measure: 'statuses: registered / new', figure: `${statuses(registered)} / ${statuses(fresh)}`, target: 'same' },
    {
      bench: 'signup-enumeration',
      measure: 'answers (status + message) differ',
      figure: differ ? 'yes' : 'no',
      target: 'no',
      verdict: differ ? 'fail' : 'pass',
    },
    { bench: 'signup-enumeration', measure: 'median ms registered (ref: new)', figure: medianMs(registered), reference: medianMs(fresh), unit: 'ms', target: 'ratio ≈ 1' },
    {
      bench: 'signup-enumeration',
      measure: `registered-address asks answered, not 429 (${burstSeconds} s burst)`,
      figure: floodRate(burst) - floodRate(burst, 429),
      unit: '/s',
      // Answers that tell nothing make their rate harmless; mails stay bounded by the sign-up limits.
      target: 'harmless once answers match',
    },
  ];
});
report(rows);
