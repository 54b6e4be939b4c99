// Image decompression bombs (security trial): small files that claim or hold far more pixels than
// their bytes, posted as a photo or an announcement image, alone and 3 at once, each time to a
// fresh server: its peak resident memory and its answers; 12-MP and 48-MP phone photos beside them.
import { readFileSync } from 'node:fs';
import { sampleAlphaWebp, sampleBombPng, sampleLinePng, samplePhoneJpeg, sampleTruncatedJpeg } from '../gateway/testing/sample-photos.ts';
import { describeMachine } from './support/machine.ts';
import { report, type Row } from './support/report.ts';
import { addTutor, logIn } from './support/school.ts';
import { withServer, type RunningServer } from './support/server.ts';

/** The server's peak resident memory while any of these is posted, at once or not (the issue's target). */
const TARGET_MB = 400;
/** How often the server's memory is read while the posts are answered. */
const SAMPLE_MS = 10;
const POST_TIMEOUT_MS = 120_000;
const AT_ONCE = [1, 3];

interface Upload {
  /** What it is, as the table names it. */
  label: string;
  /** Where it is posted: a photo section's files or an announcement's image. */
  area: 'photos' | 'announcements';
  fileName: string;
  make: () => Promise<Buffer>;
  /** A real photo, which must still be taken; every other upload must be refused. */
  photo?: boolean;
}

const UPLOADS: Upload[] = [
  { label: '49,000,000 × 1 PNG as a photo', area: 'photos', fileName: 'line.png', make: async () => sampleLinePng() },
  { label: 'JPEG claiming 7000 × 7000, data cut short, as a photo', area: 'photos', fileName: 'short.jpg', make: () => sampleTruncatedJpeg() },
  { label: 'PNG claiming 100,000 × 100,000 as an announcement image', area: 'announcements', fileName: 'poster.png', make: async () => sampleBombPng() },
  { label: 'progressive JPEG claiming 7000 × 7000, data cut short, as a photo', area: 'photos', fileName: 'short-progressive.jpg', make: () => sampleTruncatedJpeg(7000, 7000, true) },
  { label: 'WebP of 7000 × 7000 with alpha (49 MP, under the pixel limit) as a photo', area: 'photos', fileName: 'flat.webp', make: () => sampleAlphaWebp(7000, 7000) },
  { label: '12-MP phone JPEG (4000 × 3000, EXIF orientation 6, GPS) as a photo', area: 'photos', fileName: 'IMG_0001.jpg', make: () => samplePhoneJpeg(4000, 3000, 6), photo: true },
  // The costliest photo a phone takes: decoded whole to be turned upright.
  { label: '48-MP phone JPEG (8000 × 6000, EXIF orientation 6, GPS) as a photo', area: 'photos', fileName: 'IMG_0002.jpg', make: () => samplePhoneJpeg(8000, 6000, 6), photo: true },
];

/** A field of the server's /proc status in bytes: VmRSS now, VmHWM its peak so far. */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) * 1024;
}

/** The form the tutor's page sends for the area, holding `bytes` as its one file. */
function formFor(upload: Upload, bytes: Buffer): FormData {
  const form = new FormData();
  form.append('subject', 'Sports day');
  if (upload.area === 'announcements') {
    form.append('description', 'All classes meet on the field at 9.');
    form.append('date', 'Nov 22 2026');
  }
  // Last, as the forms send it: the texts before the file's bytes.
  form.append(upload.area === 'photos' ? 'files' : 'file', new Blob([new Uint8Array(bytes)]), upload.fileName);
  return form;
}

interface Posted {
  statuses: number[];
  messages: string[];
  seconds: number;
  rssBefore: number;
  peakRss: number;
}

/** Posts `count` copies at once, each its own request, reading the server's memory until all are answered. */
async function postAtOnce(server: RunningServer, token: string, upload: Upload, bytes: Buffer, count: number): Promise<Posted> {
  const rssBefore = memoryOf(server.pid, 'VmRSS');
  const peakBefore = memoryOf(server.pid, 'VmHWM');
  let sampled = rssBefore;
  let answering = true;
  const sampler = (async () => {
    while (answering) {
      sampled = Math.max(sampled, memoryOf(server.pid, 'VmRSS'));
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  const started = performance.now();
  let answers: Array<{ status: number; message: string }>;
  try {
    answers = await Promise.all(
      Array.from({ length: count }, async () => {
        const response = await fetch(`${server.url}/api/tutor/home/${upload.area}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: formFor(upload, bytes),
          signal: AbortSignal.timeout(POST_TIMEOUT_MS),
        });
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        return { status: response.status, message: body.message ?? '' };
      }),
    );
  } finally {
    answering = false;
    await sampler;
  }
  const seconds = (performance.now() - started) / 1000;
  // The kernel's high-water mark is exact when it rose during the posts; sampling may miss a short peak.
  const peakAfter = memoryOf(server.pid, 'VmHWM');
  const peakRss = Math.max(sampled, peakAfter > peakBefore ? peakAfter : 0);
  return { statuses: answers.map((answer) => answer.status), messages: answers.map((answer) => answer.message), seconds, rssBefore, peakRss };
}

/** A fresh server with a tutor, posting `count` copies of `upload` at once. */
function measure(upload: Upload, bytes: Buffer, count: number): Promise<Posted> {
  return withServer(async (server) => postAtOnce(server, await logIn(server, 'tutor', await addTutor(server)), upload, bytes, count));
}

const mb = (bytes: number) => bytes / (1024 * 1024);
const size = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

console.log(`image-bombs: each upload posted alone and ${AT_ONCE.at(-1)} at once, each time to a fresh server; ${describeMachine()}`);
const rows: Row[] = [];
for (const upload of UPLOADS) {
  const bytes = await upload.make();
  const label = `${upload.label}, ${size(bytes.length)}`;
  const wanted = (status: number) => (upload.photo ? status === 201 : status === 413 || status === 415);
  const answers: string[] = [];
  let answeredRight = true;
  for (const count of AT_ONCE) {
    const posted = await measure(upload, bytes, count);
    const peak = mb(posted.peakRss);
    answeredRight &&= posted.statuses.every(wanted);
    answers.push(`${posted.statuses.join(' ')} in ${posted.seconds.toFixed(2)} s`);
    console.log(`${label}, ${count} at once: ${posted.statuses.join(' ')} in ${posted.seconds.toFixed(2)} s, peak RSS ${peak.toFixed(0)} MB (before: ${mb(posted.rssBefore).toFixed(0)} MB)${posted.messages[0] ? `; "${posted.messages[0]}"` : ''}`);
    rows.push({
      bench: 'image-bombs',
      measure: `${label}: peak RSS, ${count === 1 ? 'alone' : `${count} at once`} (ref: before)`,
      figure: peak,
      reference: mb(posted.rssBefore),
      unit: 'MB',
      target: `< ${TARGET_MB} MB`,
      verdict: peak < TARGET_MB ? 'pass' : 'fail',
    });
  }
  rows.push({
    bench: 'image-bombs',
    measure: `${label}: answers, alone; ${AT_ONCE.at(-1)} at once`,
    figure: answers.join('; '),
    target: upload.photo ? '201' : '413 or 415',
    verdict: answeredRight ? 'pass' : 'fail',
  });
}
report(rows);
