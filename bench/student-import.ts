// A 20,000-row student import applied to a demo school while a student's list is read at a constant rate (issue 25, part 6): the read's p99 during the import against the same read alone, each call timed from when it was due.
import type { Sample } from './support/load.ts';
import { fillDemoSchool } from './support/demo-school.ts';
import { pacedFor, pacedWhile } from './support/paced-while.ts';
import { call } from './support/http.ts';
import { callList } from './support/list-calls.ts';
import { describeLoad, describeMachine } from './support/machine.ts';
import { report, type Row } from './support/report.ts';
import { countMails, logIn } from './support/school.ts';
import { withServer, type RunningServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { countStatuses, formatStatuses, percentile } from './support/stats.ts';

const students = setting('BENCH_STUDENT_IMPORT_STUDENTS', 2000);
const rows = setting('BENCH_STUDENT_IMPORT_ROWS', 20_000);
const readRate = setting('BENCH_STUDENT_IMPORT_READ_RATE', 100);
const aloneSeconds = setting('BENCH_STUDENT_IMPORT_ALONE_SECONDS', 10);
const warmUpSeconds = setting('BENCH_STUDENT_IMPORT_WARMUP_SECONDS', 3);
/** The read measured: the list a student's home page asks for first. */
const READ_PATH = '/api/student/home/assignments';
const IMPORT_PATH = '/api/tutor/home/students/import';
/**
 * What the issue asks ("p99 of other calls unaffected") as a reader feels it: under 50 ms, well
 * inside a page's paint. Not a ratio to the 3 ms of the read alone: this one process also parses,
 * checks and writes 20,000 rows, syncs their commit to disk and writes 20,000 mails, and each of
 * those holds its event loop a few milliseconds at a time (see docs/benchmarks.md).
 */
const TARGET_P99_MS = 50;

/** `count` new students, each in one of the school's classes and one new club, with two guardians. */
function importFile(classNames: readonly string[], count: number): string {
  const lines = ['admission_no,full_name,email,contact,classes,guardian_emails'];
  for (let index = 0; index < count; index++) {
    const className = classNames[index % classNames.length] ?? '';
    lines.push(`,Imported Student ${index},imported-${index}@school.test,+91 98765 ${String(index).padStart(5, '0')},${className};Club ${index % 20},mum-${index}@home.test;dad-${index}@home.test`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Sends the file as the import page does; answers the status, the counts and how long it took. */
async function sendImport(server: RunningServer, token: string, file: string, dryRun: boolean) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'students.csv');
  const started = performance.now();
  const response = await fetch(`${server.url}${IMPORT_PATH}${dryRun ? '?dryRun=1' : ''}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const body = (await response.json()) as { counts?: Record<string, number>; message?: string };
  return { status: response.status, body, seconds: (performance.now() - started) / 1000 };
}

/** When the first invitation reached the outbox (performance.now()): the import's transaction had committed. */
async function firstMail(server: RunningServer, before: number, applying: Promise<unknown>): Promise<number> {
  let done = false;
  void applying.finally(() => (done = true));
  while (!done && countMails(server) === before) await new Promise((resolve) => setTimeout(resolve, 20));
  return performance.now();
}

/** Settles once the outbox holds `count` mails, or after ten minutes: the mail queue sends the invitations after the answer. */
async function mailsReach(server: RunningServer, count: number): Promise<void> {
  const deadline = performance.now() + 600_000;
  // Once a second: reading a folder of 60,000 mails ten times a second took the server's CPU.
  while (countMails(server) < count && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1000));
}

function summary(samples: readonly Sample[]) {
  const ms = samples.map((sample) => sample.ms);
  const statuses = countStatuses(samples.map((sample) => sample.status));
  return { calls: samples.length, statuses, failed: samples.length - (statuses[200] ?? 0), p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms) };
}

console.log(`student-import: a demo school of ${students} students, a file of ${rows} new students; GET ${READ_PATH} at ${readRate}/s alone for ${aloneSeconds} s, then during the import; ${describeMachine()}`);
const result = await withServer(
  async (server, school): Promise<Row[]> => {
    const [tutorToken, studentToken] = [await logIn(server, 'tutor', school.logins.tutor), await logIn(server, 'student', school.logins.student)];
    const classes = await call(`${server.url}/api/tutor/home/classes`, undefined, tutorToken);
    const file = importFile(((classes.body?.classes ?? []) as { name: string }[]).map((each) => each.name), rows);
    console.log(`file: ${rows} rows, ${(Buffer.byteLength(file) / 1024 / 1024).toFixed(1)} MB`);
    const read = async () => (await callList(server.url, READ_PATH, studentToken)).status;

    await pacedFor(warmUpSeconds, readRate, read);
    const alone = summary(await pacedFor(aloneSeconds, readRate, read));
    console.log(`alone: ${alone.calls} calls (${formatStatuses(alone.statuses)}), p50 ${alone.p50.toFixed(1)} ms, p99 ${alone.p99.toFixed(1)} ms, max ${alone.max.toFixed(1)} ms; load average ${describeLoad()}`);

    const dryRun = sendImport(server, tutorToken, file, true);
    const duringDryRun = summary(await pacedWhile(dryRun, readRate, read));
    const checked = await dryRun;
    console.log(`dry run: ${checked.status} ${JSON.stringify(checked.body.counts ?? checked.body)} in ${checked.seconds.toFixed(1)} s; reads meanwhile p99 ${duringDryRun.p99.toFixed(1)} ms, max ${duringDryRun.max.toFixed(1)} ms`);

    const mailsBefore = countMails(server);
    // Each new student's, and each of their two new guardians'.
    const invitations = rows * 3;
    const applying = sendImport(server, tutorToken, file, false);
    const committed = firstMail(server, mailsBefore, applying);
    // Read until every invitation is out: the queue sends them after the answer.
    const samples = await pacedWhile(
      applying.then(() => mailsReach(server, mailsBefore + invitations)),
      readRate,
      read,
    );
    const [applied, committedAt] = [await applying, await committed];
    const mails = countMails(server) - mailsBefore;
    const during = summary(samples);
    // Split by when each call was due: one due while the writes held the database is answered after them.
    const writing = summary(samples.filter((sample) => sample.at - sample.ms <= committedAt));
    const mailing = summary(samples.filter((sample) => sample.at - sample.ms > committedAt));
    const line = (what: string, { calls, statuses, p50, p99, max }: ReturnType<typeof summary>) =>
      `${what}: ${calls} calls (${formatStatuses(statuses)}), p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`;
    console.log(
      `apply: ${applied.status} ${JSON.stringify(applied.body.counts ?? applied.body)} in ${applied.seconds.toFixed(1)} s, ${mails} invitations in the outbox; load average ${describeLoad()}\n` +
        `  ${line('reads during the whole apply and its mailing', during)}\n  ${line('reads while it checks and writes (until the first invitation)', writing)}\n  ${line('reads while it sends the invitations', mailing)}`,
    );
    const applyVerdict = applied.status === 200 && applied.body.counts?.add === rows && mails === invitations ? 'pass' : 'fail';
    const readVerdict = during.p99 <= TARGET_P99_MS && during.failed === 0 ? 'pass' : 'fail';
    const name = `GET ${READ_PATH.replace(/^\/api/, '')} at ${readRate}/s`;
    return [
      { bench: 'student-import', measure: `p99 ${name} during the import's apply (ref: alone)`, figure: during.p99, reference: alone.p99, unit: 'ms', target: `≤ ${TARGET_P99_MS} ms`, verdict: readVerdict },
      { bench: 'student-import', measure: `max ${name} during the apply (ref: alone)`, figure: during.max, reference: alone.max, unit: 'ms' },
      { bench: 'student-import', measure: `p99 ${name} while it checks and writes (ref: alone)`, figure: writing.p99, reference: alone.p99, unit: 'ms' },
      { bench: 'student-import', measure: `max ${name} while it checks and writes (ref: alone)`, figure: writing.max, reference: alone.max, unit: 'ms' },
      { bench: 'student-import', measure: `p99 ${name} while it mails ${invitations} invitations to the outbox (ref: alone)`, figure: mailing.p99, reference: alone.p99, unit: 'ms' },
      { bench: 'student-import', measure: `p99 ${name} during the dry run (ref: alone)`, figure: duringDryRun.p99, reference: alone.p99, unit: 'ms' },
      { bench: 'student-import', measure: `answers other than 200 to the reads during the apply`, figure: during.failed, target: '0', verdict: during.failed === 0 ? 'pass' : 'fail' },
      { bench: 'student-import', measure: `seconds to check ${rows} rows (dry run)`, figure: checked.seconds, unit: 's' },
      { bench: 'student-import', measure: `seconds to apply ${rows} new students and their guardians`, figure: applied.seconds, unit: 's', target: `200, ${rows} added, ${invitations} mailed`, verdict: applyVerdict },
    ];
  },
  { prepare: (dataDir: string) => fillDemoSchool({ dataDir, students }) },
);
report(result);
