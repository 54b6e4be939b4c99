// Restoring hostile archives (the data tools' trial): a gzip bomb, a manifest bomb and a manifest of two million files, each
// handed to `npm run restore`: how long it takes to refuse, the tool's peak memory, and what it leaves in the target, against
// restoring the demo school's real backup in the same run.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool } from '../gateway/testing/admin-tools.ts';
import { bombChunks, manifestOfManyFiles, sha256, writeArchive, type ArchiveEntry } from '../gateway/testing/hostile-archives.ts';
import { fillDemoSchool } from './support/demo-school.ts';
import { report, type Row } from './support/report.ts';
import { appDir, cleanUpIfInterrupted } from './support/server.ts';
import { setting } from './support/settings.ts';

const gigabytes = setting('BENCH_HOSTILE_RESTORE_GB', 3);
const manifestFiles = setting('BENCH_HOSTILE_RESTORE_FILES', 2_000_000);
const students = setting('BENCH_HOSTILE_RESTORE_STUDENTS', 2000);
/** The trial's wish: refused within a couple of seconds, in the memory a school server gives one process. */
const TARGET_SECONDS = 2;
const TARGET_PEAK_MB = 200;
const MB = 1e6;
/** Random bytes a megabyte: enough to keep a bomb just under node-tar's own thousandfold ratio check, as an attacker would. */
const NOISE = 400;

const manifestHead = { format: 'studyhall-backup', version: 1, createdAt: '2026-11-22T08:00:00.000Z', schema: '0012-content-versions', tables: {} };
const bombName = 'AAAAAAAAAAAAAAAAAAAAAA.pdf';
const megabytes = Math.round(gigabytes * 1000);

/** A file the manifest lists as 10 bytes, its entry `gigabytes` of (nearly) zeros. */
function fileBomb(): ArchiveEntry[] {
  const manifest = { ...manifestHead, files: { [bombName]: { bytes: 10, sha256: sha256(Buffer.alloc(10)) } } };
  return [
    { path: 'manifest.json', body: Buffer.from(JSON.stringify(manifest)) },
    { path: 'uploads/', type: 'Directory' },
    { path: `uploads/${bombName}`, body: { size: megabytes * MB, chunks: () => bombChunks(megabytes, MB, { noise: NOISE }) } },
  ];
}

/** A valid manifest followed by `gigabytes` of whitespace, which JSON allows. */
function manifestBomb(): ArchiveEntry[] {
  const json = Buffer.from(JSON.stringify({ ...manifestHead, files: {} }));
  function* chunks(): Generator<Buffer> {
    yield json;
    yield* bombChunks(megabytes, MB, { noise: NOISE, alphabet: ' \t\r\n' });
  }
  return [{ path: 'manifest.json', body: { size: json.length + megabytes * MB, chunks } }];
}

interface Restored {
  seconds: number;
  peakMb: number;
  /** Folders and files left under the target's data folder. */
  left: number;
  said: string;
}

async function restoreInto(archive: string, dataDir: string): Promise<Restored> {
  const started = performance.now();
  const run = await runTool('restore', [archive], { DATA_DIR: dataDir, DATABASE_URL: '', UPLOADS_DIR: '' }, appDir);
  const seconds = (performance.now() - started) / 1000;
  const left = existsSync(dataDir) ? readdirSync(dataDir, { recursive: true }).length + 1 : 0;
  return { seconds, peakMb: run.peakMb, left, said: (run.stderr || run.stdout).trim().split('\n')[0] ?? '' };
}

const scratch = mkdtempSync(join(tmpdir(), 'bench-hostile-restore-'));
const stopWatching = cleanUpIfInterrupted(() => rmSync(scratch, { recursive: true, force: true }));
try {
  const school = join(scratch, 'school');
  await fillDemoSchool({ dataDir: school, students });
  const real = join(scratch, 'school.tar.gz');
  await runTool('backup', ['--out', real], { DATA_DIR: school, DATABASE_URL: '', UPLOADS_DIR: '' }, appDir);
  const reference = await restoreInto(real, join(scratch, 'restored'));
  console.log(`hostile-restore: the demo school's backup (${students} students, ${(statSync(real).size / MB).toFixed(1)} MB): ${reference.seconds.toFixed(1)} s, peak ${reference.peakMb.toFixed(0)} MB; ${reference.said}`);

  const shapes: [string, () => ArchiveEntry[]][] = [
    [`a ${gigabytes} GB file listed as 10 bytes`, fileBomb],
    [`a ${gigabytes} GB manifest of whitespace`, manifestBomb],
    [`a manifest of ${manifestFiles.toLocaleString('en')} files`, () => [manifestOfManyFiles(manifestFiles)]],
  ];
  const rows: Row[] = [];
  for (const [index, [shape, entries]] of shapes.entries()) {
    const archive = join(scratch, `hostile-${index}.tar.gz`);
    await writeArchive(archive, entries(), 9);
    const refused = await restoreInto(archive, join(scratch, `target-${index}`));
    const size = `${(statSync(archive).size / MB).toFixed(1)} MB archive`;
    console.log(`hostile-restore: ${shape} (${size}): ${refused.seconds.toFixed(1)} s, peak ${refused.peakMb.toFixed(0)} MB, ${refused.left} paths left; ${refused.said}`);
    rmSync(archive, { force: true });
    rows.push(
      { bench: 'hostile-restore', measure: `${shape} (${size}): time to refuse (ref: real restore)`, figure: refused.seconds, reference: reference.seconds, unit: 's', target: `≤ ${TARGET_SECONDS} s`, verdict: refused.seconds <= TARGET_SECONDS ? 'pass' : 'fail' },
      { bench: 'hostile-restore', measure: `${shape}: peak RSS of the restore (ref: real restore)`, figure: refused.peakMb, reference: reference.peakMb, unit: 'MB', target: `≤ ${TARGET_PEAK_MB} MB`, verdict: refused.peakMb <= TARGET_PEAK_MB ? 'pass' : 'fail' },
      { bench: 'hostile-restore', measure: `${shape}: folders and files left in the target`, figure: refused.left, target: '0', verdict: refused.left === 0 ? 'pass' : 'fail' },
    );
  }
  report(rows);
} finally {
  rmSync(scratch, { recursive: true, force: true });
  stopWatching();
}
