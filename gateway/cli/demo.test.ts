import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../testing/admin-tools.ts';
import { apiOverFolder } from '../testing/api-over-folder.ts';

let parent: string;
let dataDir: string;
let first: Awaited<ReturnType<typeof demoCli>>;

/** Runs `npm run demo -- …` as a developer would. */
function demoCli(args: string[], folder = dataDir) {
  return runTool('demo', args, { DATA_DIR: folder });
}

/** The e-mail and password printed on the line for `role`. */
function printedLogin(stdout: string, role: 'tutor' | 'student' | 'guardian') {
  const [, email = '', password = ''] = new RegExp(`^\\s+${role}\\s+(\\S+@\\S+)\\s+(\\S+)$`, 'm').exec(stdout) ?? [];
  return { email, password };
}

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'studyhall-demo-cli-'));
  dataDir = join(parent, 'data');
  first = await demoCli(['--students', '12', '--seed', 'cli']);
}, 240_000);
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('demo CLI', () => {
  it('fills an empty folder and prints what it made, how long it took, and logins that work', async () => {
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Made a demo school in .+ in \d+\.\d s \(seed "cli", \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d\):$/m);
    expect(first.stdout).toContain('12 students and 5 tutors');
    expect(first.stdout).toMatch(/\d+ school days of attendance: \d+ absences \(\d+\.\d% of [\d,]+ student-days\)/);
    expect(first.stdout).toContain("each class's homework of the week: 8 handed in on time, 1 late, 1 returned, 2 missing");
    expect(first.stdout).toContain('11 guardians, 1 of them with two children');
    const app = await apiOverFolder(dataDir);
    try {
      expect((await app.login('tutor', printedLogin(first.stdout, 'tutor'))).status).toBe(200);
      expect((await app.login('student', printedLogin(first.stdout, 'student'))).status).toBe(200);
      expect((await app.call('POST', '/guardian/login', { body: printedLogin(first.stdout, 'guardian') })).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a folder that already holds accounts, with a clear message and a non-zero exit', async () => {
    const again = await demoCli(['--students', '12']);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('already holds 17 account(s)');
    expect(again.stderr).not.toMatch(/\n\s+at /);
    expect(again.stdout).toBe('');
  });

  it('explains its use for a bad count or an unknown option, and makes no folder', async () => {
    const empty = join(parent, 'never-made');
    const refusals: Array<[string[], string]> = [
      [['--students', '0'], "--students must be a whole number from 1 to 50000, not '0'"],
      [['--students', '2k'], "--students must be a whole number from 1 to 50000, not '2k'"],
      [['--students', '50001'], "--students must be a whole number from 1 to 50000, not '50001'"],
      [['--pupils', '3'], "Unknown option '--pupils'"],
    ];
    for (const [args, message] of refusals) {
      const result = await demoCli(args, empty);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain('Usage:');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(empty)).toBe(false);
  });
});
