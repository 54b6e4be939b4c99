// Hand-in (issue 26): the tutor's hand-in table of an assignment for a school of 400 at a constant rate,
// then 40 students handing in a 5 MB file at once: every answer, and the server's peak memory meanwhile.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openStore, type Store, type Upload, type User } from '../gateway/db/index.ts';
import { openFileStore, type FileStore } from '../gateway/files/file-store.ts';
import { callList, describeAnswer } from './support/list-calls.ts';
import { fillDemoSchool } from './support/demo-school.ts';
import { describeLoad, describeMachine } from './support/machine.ts';
import { pacedLatency } from './support/paced-latency.ts';
import { report, type Row } from './support/report.ts';
import { logIn } from './support/school.ts';
import { withServer, type RunningServer } from './support/server.ts';
import { setting } from './support/settings.ts';
import { countStatuses, formatStatuses } from './support/stats.ts';

const students = setting('BENCH_HAND_INS_STUDENTS', 400);
const seconds = setting('BENCH_HAND_INS_SECONDS', 15);
const warmUpSeconds = setting('BENCH_HAND_INS_WARMUP_SECONDS', 3);
const tableRate = setting('BENCH_HAND_INS_TABLE_RATE', 100);
const atOnce = setting('BENCH_HAND_INS_AT_ONCE', 40);
const fileMb = setting('BENCH_HAND_INS_FILE_MB', 5);
const TABLE_TARGET_MS = 30;
/**
 * What the server process may take: the `serve` script gives V8 256 MB of heap; the image
 * benchmarks hold the whole process (heap, buffers, libvips) to 400 MB, and so does this one.
 */
const RSS_BUDGET_MB = 400;
const SAMPLE_MS = 20;
const mb = (bytes: number) => bytes / (1024 * 1024);

/** A PDF of `bytes` bytes: its header makes it one, the rest is what a scan weighs. */
function pdfOf(bytes: number): Buffer {
  const header = Buffer.from('%PDF-1.4\n');
  return Buffer.concat([header, randomBytes(bytes - header.length)]);
}

/** Keeps `bytes` as a stored PDF with its `uploads` row, as an upload is kept; answers its name. */
async function storedPdf(store: Store, files: FileStore, bytes: Buffer, fileName: string): Promise<string> {
  const temporary = files.temporaryPath();
  writeFileSync(temporary, bytes);
  const name = await files.keep(temporary, 'pdf');
  await store.uploads.add({ name, fileName, mime: 'application/pdf', size: bytes.length }, new Date());
  return name;
}

/** What `prepare` made: the assignment measured, and the students who have handed in nothing. */
interface Prepared {
  assignmentId: string;
  tutor: { email: string; password: string };
  studentPassword: string;
  idle: string[];
}

/**
 * The demo school, and a whole-school assignment due yesterday with a term's worth of hand-ins,
 * written through the app's own queries: of each ten students, six handed in one to three files
 * in time, one late, one had theirs returned with a grade, and two nothing (missing).
 */
async function prepare(dataDir: string): Promise<Prepared> {
  const school = await fillDemoSchool({ dataDir, students });
  const store = await openStore(dataDir);
  const files = openFileStore(join(dataDir, 'uploads'));
  try {
    const now = new Date();
    const due = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    const sheet = await storedPdf(store, files, pdfOf(20_000), 'Fractions.pdf');
    const assignmentId = await store.transaction(async (tx) => {
      const id = await tx.assignments.create({ date: '22/Nov/2026', day: '2026-11-22', title: 'Fractions: week 3', description: 'Exercises 1 to 12', upload: sheet }, now);
      await tx.assignmentTerms.set(id, { due: due.toISOString() });
      return id;
    });
    const everyone = (await store.users.listByPosition('student')).filter((student) => !student.blocked);
    const idle: User[] = [];
    for (const [index, student] of everyone.entries()) {
      const kind = index % 10;
      if (kind >= 8) {
        idle.push(student);
        continue;
      }
      const handedInAt = new Date(due.getTime() + (kind === 6 ? 1 : -1) * 60 * 60 * 1000);
      const uploads: Upload[] = [];
      for (let page = 0; page < 1 + (index % 3); page++) {
        const fileName = `page ${page + 1}.pdf`;
        uploads.push({ name: await storedPdf(store, files, pdfOf(2000), fileName), fileName, mime: 'application/pdf', size: 2000 });
      }
      await store.transaction(async (tx) => {
        await tx.submissions.lock(assignmentId, student._id, handedInAt);
        await tx.submissions.handIn(assignmentId, student._id, { text: index % 2 ? 'My working is in the file.' : '', files: uploads }, handedInAt);
        if (kind === 7) await tx.submissions.review(assignmentId, student._id, { grade: '17/20', feedback: 'Good work; check question 4.', returned: true }, now);
      });
    }
    return { assignmentId, tutor: school.logins.tutor, studentPassword: school.logins.student.password, idle: idle.map((student) => student.email) };
  } finally {
    await store.close();
  }
}

/** A field of the server's /proc status in bytes: VmRSS now, VmHWM its peak so far. */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) * 1024;
}

async function measureTable(server: RunningServer, prepared: Prepared): Promise<Row[]> {
  const token = await logIn(server, 'tutor', prepared.tutor);
  const path = `/api/tutor/home/assignments/${prepared.assignmentId}/submissions`;
  console.log(`GET ${path}: ${await describeAnswer(server.url, path, token)}`);
  const send = async () => (await callList(server.url, path, token)).status;
  const { calls, achieved, statuses, failed, p50, p99, max } = await pacedLatency({ rate: tableRate, warmUpSeconds, seconds, send });
  const verdict = p99 <= TABLE_TARGET_MS && failed === 0 ? 'pass' : 'fail';
  const name = `hand-in table of ${students} at ${tableRate}/s`;
  console.log(
    `${name}: ${calls} calls (${formatStatuses(statuses)}), ${achieved.toFixed(0)}/s achieved, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
      `max ${max.toFixed(1)} ms → ${verdict.toUpperCase()} (target p99 ≤ ${TABLE_TARGET_MS} ms); load average ${describeLoad()}`,
  );
  return [
    { bench: 'hand-ins', measure: `p99 ${name} (ref: p50)`, figure: p99, reference: p50, unit: 'ms', target: `≤ ${TABLE_TARGET_MS} ms`, verdict },
    { bench: 'hand-ins', measure: `max ${name}`, figure: max, unit: 'ms' },
    { bench: 'hand-ins', measure: `answers other than 200, ${name}`, figure: failed, target: '0', verdict: failed === 0 ? 'pass' : 'fail' },
  ];
}

async function measureHandIns(server: RunningServer, prepared: Prepared): Promise<Row[]> {
  const emails = prepared.idle.slice(0, atOnce);
  const tokens = [];
  for (const email of emails) tokens.push(await logIn(server, 'student', { email, password: prepared.studentPassword }));
  const file = new Blob([new Uint8Array(pdfOf(fileMb * 1024 * 1024))], { type: 'application/pdf' });
  const path = `${server.url}/api/student/home/assignments/${prepared.assignmentId}/submission`;
  const rssBefore = memoryOf(server.pid, 'VmRSS');
  const peakBefore = memoryOf(server.pid, 'VmHWM');
  let sampled = rssBefore;
  let sending = true;
  const sampler = (async () => {
    while (sending) {
      sampled = Math.max(sampled, memoryOf(server.pid, 'VmRSS'));
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  const started = performance.now();
  const statuses = await Promise.all(
    tokens.map(async (token) => {
      const form = new FormData();
      form.append('text', 'Scanned answers attached.');
      form.append('files', file, 'answers.pdf');
      try {
        const response = await fetch(path, { method: 'PUT', headers: { Authorization: `Bearer ${token}` }, body: form, signal: AbortSignal.timeout(120_000) });
        await response.arrayBuffer();
        return response.status;
      } catch {
        return 0;
      }
    }),
  );
  const secondsTaken = (performance.now() - started) / 1000;
  sending = false;
  await sampler;
  const peakAfter = memoryOf(server.pid, 'VmHWM');
  // VmHWM is the process's peak since it started: it speaks for the hand-ins only if they raised it.
  const peakRss = Math.max(sampled, peakAfter > peakBefore ? peakAfter : 0);
  const counts = countStatuses(statuses);
  const answered = statuses.filter((status) => status === 200).length;
  const memoryVerdict = mb(peakRss) <= RSS_BUDGET_MB ? 'pass' : 'fail';
  const name = `${atOnce} students hand in ${fileMb} MB at once`;
  console.log(
    `${name}: ${formatStatuses(counts)} in ${secondsTaken.toFixed(1)} s; server RSS ${mb(rssBefore).toFixed(0)} MB before, peak ${mb(peakRss).toFixed(0)} MB ` +
      `→ ${memoryVerdict.toUpperCase()} (budget ${RSS_BUDGET_MB} MB); load average ${describeLoad()}`,
  );
  return [
    { bench: 'hand-ins', measure: `${name}: answered 200`, figure: answered, reference: atOnce, target: `all ${atOnce}`, verdict: answered === atOnce ? 'pass' : 'fail' },
    { bench: 'hand-ins', measure: `${name}: seconds for all`, figure: secondsTaken, unit: 's' },
    { bench: 'hand-ins', measure: `${name}: server peak RSS (ref: before)`, figure: mb(peakRss), reference: mb(rssBefore), unit: 'MB', target: `≤ ${RSS_BUDGET_MB} MB`, verdict: memoryVerdict },
  ];
}

console.log(`hand-ins: a demo school of ${students} students; the hand-in table ${warmUpSeconds} s warm-up then ${seconds} s at ${tableRate}/s; then ${atOnce} hand-ins of ${fileMb} MB at once; ${describeMachine()}`);
const rows = await withServer(async (server, prepared: Prepared) => [...(await measureTable(server, prepared)), ...(await measureHandIns(server, prepared))], { prepare });
report(rows);
