// Latency of the students search and of class registers on a demo school (issue parts 5 and 6), each at a constant rate.
import { request } from 'node:http';
import { copyOfDemoSchool } from './support/demo-school.ts';
import { callList, describeAnswer } from './support/list-calls.ts';
import { describeMachine } from './support/machine.ts';
import { measurePaced, type PacedCall } from './support/paced-rows.ts';
import { report, type Row } from './support/report.ts';
import { classesOf, figureBefore, registerPaths, rotation, schoolDays, searchPaths } from './support/school-calls.ts';
import { logIn } from './support/school.ts';
import { withServer } from './support/server.ts';
import { setting } from './support/settings.ts';

const students = setting('BENCH_SEARCH_REGISTERS_STUDENTS', 20_000);
const seconds = setting('BENCH_SEARCH_REGISTERS_SECONDS', 15);
const warmUpSeconds = setting('BENCH_SEARCH_REGISTERS_WARMUP_SECONDS', 3);
const readRate = setting('BENCH_SEARCH_REGISTERS_READ_RATE', 500);
const takeRate = setting('BENCH_SEARCH_REGISTERS_TAKE_RATE', 20);

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

/**
 * p99 in ms on the school of 20,000 before issue 29's changes (`figureBefore`), by call: the
 * same calls in two-processes' run on SQLite (load average 1.0), not this script's own (load
 * average 10, other work on the machine: 1,086 and 500 ms).
 */
const BEFORE: Readonly<Record<string, number>> = { search: 219.6, register: 12.6 };

console.log(`search-and-registers: a demo school of ${students} students; each call ${warmUpSeconds} s warm-up, then ${seconds} s at its rate; ${describeMachine()}`);
const rows = await withServer(
  async (server, { school, madeSeconds, seconds: copySeconds }): Promise<Row[]> => {
    console.log(`demo school made in ${madeSeconds.toFixed(0)} s, copied in ${copySeconds.toFixed(0)} s: ${JSON.stringify(school.counts)}`);
    const token = await logIn(server, 'tutor', school.logins.tutor);
    const classes = await classesOf(server.url, token);
    const search = rotation(searchPaths(classes));
    console.log(`GET /api/tutor/home/students?q=asha&limit=50: ${await describeAnswer(server.url, '/api/tutor/home/students?q=asha&limit=50', token)}`);
    const readRegister = rotation(registerPaths(classes, school.first, school.today));
    // The last month's registers taken again: two absent, one late and one excused with a note, the rest present.
    const takeRegister = rotation(
      schoolDays(school.first, school.today)
        .slice(-26)
        .flatMap((day) =>
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
    const bench = 'search-and-registers';
    const calls: PacedCall[] = [
      {
        bench,
        name: 'GET /tutor/home/students?q=… (search)',
        rate: readRate,
        targetMs: 20,
        before: figureBefore(BEFORE, 'search', students),
        send: async () => (await callList(server.url, search(), token)).status,
      },
      {
        bench,
        name: 'GET /tutor/home/classes/{id}/register/{day}',
        rate: readRate,
        targetMs: 20,
        before: figureBefore(BEFORE, 'register', students),
        send: async () => (await callList(server.url, readRegister(), token)).status,
      },
      {
        bench,
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
    for (const each of calls) measured.push(...(await measurePaced(each, { warmUpSeconds, seconds })).rows);
    return measured;
  },
  { prepare: (dataDir: string) => copyOfDemoSchool(dataDir, students) },
);
report(rows);
