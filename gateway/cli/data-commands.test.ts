import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDemoSchool, type DemoSchool } from '../demo/school.ts';
import { apiOverFolder } from '../testing/api-over-folder.ts';

const run = promisify(execFile);
let scratch: string;
let school: DemoSchool;

/** Runs `npm run <tool> -- …` as a school's admin would, with DATA_DIR set. */
async function tool(name: 'backup' | 'restore', args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(import.meta.dirname, `${name}.ts`), ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', UPLOADS_DIR: '' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
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
    expect(backedUp.stdout).toMatch(new RegExp(`^Backed up [\\d,]+ rows in 15 tables and ${school.counts.files} files to ${archive} \\([\\d.]+ MB\\) in [\\d.]+ s\\.\\n$`));

    const restored = await tool('restore', [archive], join(scratch, 'restored'));
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toMatch(/^Restored [\d,]+ rows in 15 tables and \d+ files from the backup of \S+ in [\d.]+ s; every count and checksum matches\.\n$/);
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
    expect(notABackup.stderr).toMatch(/cannot be unpacked as a Studyhall backup/);
  });
});
