import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreMessages } from '../../contract/strings/backup.ts';
import { RESTORE_LIMITS } from '../backup/restore-limits.ts';
import { TABLES } from '../db/table-copies.ts';
import { fillDemoSchool, type DemoSchool } from '../demo/school.ts';
import { runTool } from '../testing/admin-tools.ts';
import { apiOverFolder } from '../testing/api-over-folder.ts';
import { manifestOfManyFiles, writeArchive } from '../testing/hostile-archives.ts';

let scratch: string;
let school: DemoSchool;

/** Runs `npm run <tool> -- …` as a school's admin would, on SQLite in `dataDir`. */
function tool(name: 'backup' | 'restore', args: string[], dataDir: string) {
  return runTool(name, args, { DATA_DIR: dataDir, DATABASE_URL: '', UPLOADS_DIR: '' });
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'studyhall-backup-cli-'));
  school = await fillDemoSchool({ dataDir: join(scratch, 'school'), students: 2, seed: 'backup' });
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run backup and npm run restore', () => {
  it('back a school up and restore it into an empty folder, where its people log in', async () => {
    const archive = join(scratch, 'monday.tar.gz');
    const backedUp = await tool('backup', ['--out', archive], join(scratch, 'school'));
    expect(backedUp).toMatchObject({ code: 0, stderr: '' });
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(backedUp.stdout).toMatch(new RegExp(`^Backed up [\\d,]+ rows in ${TABLES.length} tables and ${school.counts.files} files to ${archive} \\([\\d.]+ MB\\) in [\\d.]+ s\\.\\n$`));

    const restored = await tool('restore', [archive], join(scratch, 'restored'));
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toMatch(new RegExp(`^Restored [\\d,]+ rows in ${TABLES.length} tables and \\d+ files from the backup of \\S+ in [\\d.]+ s; every count and checksum matches\\.\\n$`));
    expect(readdirSync(join(scratch, 'restored', 'uploads'))).toHaveLength(school.counts.files);
    const api = await apiOverFolder(join(scratch, 'restored'));
    try {
      expect((await api.login('tutor', school.logins.tutor)).status).toBe(200);
    } finally {
      await api.close();
    }

    const again = await tool('restore', [archive], join(scratch, 'restored'));
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`${join(scratch, 'restored', 'uploads')} already holds files: it must be empty.\n`);
  });

  it('explain their usage when called wrongly', async () => {
    const noOut = await tool('backup', [], join(scratch, 'school'));
    expect(noOut.code).toBe(1);
    expect(noOut.stderr).toMatch(/^--out is required\.\n\nUsage:\n {2}npm run backup -- --out FILE/);
    const noFile = await tool('restore', [join(scratch, 'missing.tar.gz')], join(scratch, 'elsewhere'));
    expect(noFile).toMatchObject({ code: 1, stderr: `${join(scratch, 'missing.tar.gz')} does not exist.\n` });
    const notABackup = await tool('restore', [join(scratch, 'school', 'studyhall.sqlite')], join(scratch, 'elsewhere'));
    expect(notABackup.code).toBe(1);
    expect(notABackup.stderr).toMatch(/^\S+ cannot be read as a Studyhall backup \(.+\): it is cut short or damaged, and nothing was restored\.\n$/);
  });

  it('refuse an archive cut short in one line, without a stack, and leave no folder, file or row behind', async () => {
    const archive = join(scratch, 'whole.tar.gz');
    expect((await tool('backup', ['--out', archive], join(scratch, 'school'))).code).toBe(0);
    const whole = readFileSync(archive);
    for (const cut of [0.05, 0.3, 0.6, 0.9, 0.99]) {
      const bytes = Math.round(whole.length * cut);
      writeFileSync(join(scratch, 'cut.tar.gz'), whole.subarray(0, bytes));
      const target = join(scratch, `cut-${bytes}`);
      const restored = await tool('restore', [join(scratch, 'cut.tar.gz')], target);
      expect(restored.code, `cut at ${bytes} of ${whole.length} bytes`).toBe(1);
      expect(restored.stderr).toMatch(/^[^\n]*(cut short|lacks)[^\n]*\n$/);
      expect(restored.stderr).not.toContain('    at ');
      expect(existsSync(target)).toBe(false);
    }
  });

  it('show names from the archive on the same line, their line breaks and control characters escaped', async () => {
    const archive = join(scratch, 'forged-names.tar.gz');
    const manifest = { format: 'studyhall-backup', version: 1, createdAt: '2026-11-22T08:00:00.000Z', schema: '0012-content-versions', tables: {}, files: {} };
    await writeArchive(archive, [
      { path: 'manifest.json', body: Buffer.from(JSON.stringify(manifest)) },
      { path: 'uploads/evil\nRestored 1 row\u001b[2J', body: Buffer.from('x') },
    ]);
    const restored = await tool('restore', [archive], join(scratch, 'forged-names'));
    expect(restored).toMatchObject({ code: 1, stderr: `${restoreMessages.notListed('uploads/evil\\u000aRestored 1 row\\u001b[2J')}\n` });
  });

  it('refuse a manifest of two million files from its size, in one line and without reading it into memory', async () => {
    const archive = join(scratch, 'two-million.tar.gz');
    const manifest = manifestOfManyFiles(2_000_000);
    await writeArchive(archive, [manifest]);
    const target = join(scratch, 'two-million');
    const restored = await tool('restore', [archive], target);
    const declared = manifest.body && !Buffer.isBuffer(manifest.body) ? manifest.body.size : 0;
    expect(restored).toMatchObject({ code: 1, stderr: `${restoreMessages.manifestTooLarge(declared, RESTORE_LIMITS.manifestBytes)}\n` });
    // The tool itself takes about 130 MB (Node and its modules); the manifest alone is 294 MB.
    expect(restored.peakMb).toBeLessThan(200);
    expect(existsSync(target)).toBe(false);
  }, 60_000);
});
