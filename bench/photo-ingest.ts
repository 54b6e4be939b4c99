// Ingesting phone photos (issues 9 and 29): 50 12-MP JPEGs in one upload, as many as one may hold, the server's
// time (its peak memory is the report's row), other calls' latency meanwhile, and what a student's phone downloads.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openAsBlob, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { PhotoSection } from '../contract/records/photo-section.ts';
import { call } from './support/http.ts';
import { describeMachine } from './support/machine.ts';
import { report } from './support/report.ts';
import { addTutor, logIn, signUpStudent } from './support/school.ts';
import { memoryMb } from './support/server-memory.ts';
import { withServer, type RunningServer } from './support/server.ts';
import { setting } from './support/settings.ts';

const photoCount = setting('BENCH_PHOTO_INGEST_PHOTOS', 50);
/** Photos made apart; the upload repeats them. Each takes a second or two to make, and the server's work is the same for a repeat. */
const DISTINCT_PHOTOS = 10;
const WIDTH = 4000;
const HEIGHT = 3000;
/** How often a session call is timed during the upload. */
const SAMPLE_MS = 50;
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * A 12-MP phone-like JPEG: detail at every scale, as in a photo — random shapes about 10 px
 * across (what survives at 480 wide), smooth gradients, and sensor-like grain — so both the
 * original (a few MB) and its renditions weigh what real ones do. Pure noise would be far too
 * large, a gradient far too small.
 */
async function phonePhoto(seed: number): Promise<Buffer> {
  const shapes = await sharp(randomBytes(400 * 300 * 3), { raw: { width: 400, height: 300, channels: 3 } }).blur(0.8).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).raw().toBuffer();
  const grain = randomBytes(WIDTH * HEIGHT);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const at = y * WIDTH + x;
      const noise = ((grain[at] as number) % 16) - 8;
      const light = 0.5 + 0.5 * Math.sin((x + y + seed * 97) / 900);
      for (let channel = 0; channel < 3; channel++) {
        const value = (shapes[at * 3 + channel] as number) * 0.6 * light + 60 + (channel === 2 ? y / 40 : x / 60) + noise;
        pixels[at * 3 + channel] = Math.max(0, Math.min(255, value));
      }
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

interface Ingest {
  seconds: number;
  section: PhotoSection;
  sessionMs: number[];
}

/** Uploads the photos in one request while timing a session call. */
async function ingest(server: RunningServer, token: string, files: string[], sectionId?: string): Promise<Ingest> {
  const form = new FormData();
  form.append('subject', 'Sports day');
  for (const [index, file] of files.entries()) form.append('files', await openAsBlob(file, { type: 'image/jpeg' }), `IMG_${String(index).padStart(4, '0')}.jpg`);
  const sessionMs: number[] = [];
  let uploading = true;
  const sampler = (async () => {
    while (uploading) {
      sessionMs.push((await call(`${server.url}/api/session`, undefined, token)).ms);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  const started = performance.now();
  try {
    const response = await fetch(`${server.url}/api/tutor/home/photos${sectionId ? `/${sectionId}` : ''}`, {
      method: sectionId ? 'PUT' : 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
    const seconds = (performance.now() - started) / 1000;
    if (!response.ok) throw new Error(`the upload answered ${response.status}: ${await response.text()}`);
    return { seconds, section: (await response.json()) as PhotoSection, sessionMs };
  } finally {
    uploading = false;
    await sampler;
  }
}

/** Bytes of a file as a logged-in phone downloads it. */
async function download(server: RunningServer, token: string, filePath: string): Promise<number> {
  const response = await fetch(`${server.url}/api/${filePath}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${filePath} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? NaN;
const mb = (bytes: number) => bytes / (1024 * 1024);

console.log(`photo-ingest: ${photoCount} JPEGs of ${WIDTH}×${HEIGHT} in one upload, then the same again into the section (${2 * photoCount} photos); ${describeMachine()}`);
const folder = mkdtempSync(join(tmpdir(), 'bench-studyhall-photos-'));
try {
  const distinct: string[] = [];
  for (let index = 0; index < Math.min(photoCount, DISTINCT_PHOTOS); index++) {
    const file = join(folder, `IMG_${index}.jpg`);
    writeFileSync(file, await phonePhoto(index));
    distinct.push(file);
  }
  const files = Array.from({ length: photoCount }, (_, index) => distinct[index % distinct.length] as string);
  const originalBytes = files.reduce((total, file) => total + statSync(file).size, 0);
  console.log(`made ${distinct.length} photos, ${photoCount} to upload, ${mb(originalBytes).toFixed(1)} MB in all`);

  const rows = await withServer(async (server) => {
    const tutorToken = await logIn(server, 'tutor', await addTutor(server));
    const studentToken = await logIn(server, 'student', await signUpStudent(server));
    const idle: number[] = [];
    for (let index = 0; index < 20; index++) idle.push((await call(`${server.url}/api/session`, undefined, tutorToken)).ms);
    const rssBefore = memoryMb(server.pid, 'VmRSS');

    const first = await ingest(server, tutorToken, files);
    console.log(`POST ${photoCount} photos: ${first.seconds.toFixed(1)} s, peak RSS so far ${memoryMb(server.pid, 'VmHWM').toFixed(0)} MB (before: ${rssBefore.toFixed(0)} MB)`);
    const second = await ingest(server, tutorToken, files, first.section._id);
    console.log(`PUT ${photoCount} more: ${second.seconds.toFixed(1)} s, peak RSS so far ${memoryMb(server.pid, 'VmHWM').toFixed(0)} MB`);
    const section = second.section;

    // The 2-column grid at 360 CSS px picks the 480 rendition (180 px a column at up to 2.67 dppx).
    let gridBytes = 0;
    let fullBytes = 0;
    for (const photo of section.files) {
      gridBytes += await download(server, studentToken, photo.renditions[0]?.filePath ?? '');
      fullBytes += await download(server, studentToken, photo.filePath);
    }
    const originals = originalBytes * (section.files.length / photoCount);
    const during = [...first.sessionMs, ...second.sessionMs];
    console.log(`section of ${section.files.length}: grid (480 renditions) ${mb(gridBytes).toFixed(2)} MB, stored full-size ${mb(fullBytes).toFixed(1)} MB, originals ${mb(originals).toFixed(1)} MB`);
    console.log(`GET /api/session p50/max: ${percentile(idle, 0.5).toFixed(1)}/${Math.max(...idle).toFixed(1)} ms idle, ${percentile(during, 0.5).toFixed(1)}/${Math.max(...during).toFixed(1)} ms during ingest (${during.length} calls)`);
    return [
      { bench: 'photo-ingest', measure: `ingest ${photoCount} × 12-MP JPEG, one POST (ref: the PUT of ${photoCount} more)`, figure: first.seconds, reference: second.seconds, unit: 's' },
      { bench: 'photo-ingest', measure: 'p50 GET /api/session during ingest (ref: idle)', figure: percentile(during, 0.5), reference: percentile(idle, 0.5), unit: 'ms' },
      { bench: 'photo-ingest', measure: 'max GET /api/session during ingest (ref: idle)', figure: Math.max(...during), reference: Math.max(...idle), unit: 'ms' },
      { bench: 'photo-ingest', measure: `phone download, section of ${section.files.length} (480 renditions; ref: originals)`, figure: mb(gridBytes), reference: mb(originals), unit: 'MB' },
      { bench: 'photo-ingest', measure: `stored full-size copies, ${section.files.length} photos (ref: originals)`, figure: mb(fullBytes), reference: mb(originals), unit: 'MB' },
    ];
  });
  report(rows);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
