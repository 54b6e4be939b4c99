// One client asks for sign-up codes for ever new addresses as fast as it can (issue "Hardening", finding 1).
import { floodFor, floodRate, type Sample } from './support/load.ts';
import { report, type Row } from './support/report.ts';
import { countMails } from './support/school.ts';
import { withServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { countStatuses, formatStatuses } from './support/stats.ts';

const seconds = setting('BENCH_SIGNUP_FLOOD_SECONDS', 30);
const connections = setting('BENCH_SIGNUP_FLOOD_CONNECTIONS', 4);
/** The first seconds run slow while the server warms up: the "first tenth" starts after them. */
const warmUp = setting('BENCH_SIGNUP_FLOOD_WARMUP_SECONDS', 5);

/** Answers per second within [from, to) seconds of the flood's start. */
function ratePerSecond(samples: readonly Sample[], startedAt: number, from: number, to: number): number {
  const answered = samples.filter((sample) => sample.at >= startedAt + from * 1000 && sample.at < startedAt + to * 1000);
  return answered.length / (to - from);
}

console.log(`signup-flood: ${connections} connections asking codes for new addresses for ${warmUp} + ${seconds} s`);
const rows = await withServer(async (server): Promise<Row[]> => {
  let sent = 0;
  const flood = await floodFor(warmUp + seconds, {
    url: `${server.url}/api/student/signup`,
    connections,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ email: `flood-${sent++}@school.test`, contact: '9876543210' }) }) }],
  });
  const statuses = countStatuses(flood.samples.map((sample) => sample.status));
  const mails = countMails(server);
  const tenth = seconds / 10;
  const end = warmUp + seconds;
  console.log(`answers: ${formatStatuses(statuses)}; mails in the outbox: ${mails}`);
  return [
    { bench: 'signup-flood', measure: `code mails written in ${warmUp} + ${seconds} s (answered 200: ${statuses[200] ?? 0})`, figure: mails, target: 'bounded per client (429 beyond)' },
    { bench: 'signup-flood', measure: 'answered 429', figure: statuses[429] ?? 0 },
    { bench: 'signup-flood', measure: 'requests answered', figure: floodRate(flood), unit: '/s' },
    {
      bench: 'signup-flood',
      measure: 'req/s last tenth (ref: first, after warm-up)',
      figure: ratePerSecond(flood.samples, flood.startedAt, end - tenth, end),
      reference: ratePerSecond(flood.samples, flood.startedAt, warmUp, warmUp + tenth),
      unit: '/s',
      target: 'ratio ≈ 1 (no slowdown as codes pile up)',
    },
  ];
});
report(rows);
