import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../db/index.ts';
import { runTool } from '../testing/admin-tools.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'studyhall-audit-'));
  const store = await openStore(dataDir);
  await store.auditEvents.record({ at: new Date('2026-10-30T09:00:00Z'), actor: 'rao@school.test', action: 'login', target: 'tutor login', ip: '203.0.113.7' });
  await store.auditEvents.record({ at: new Date('2026-11-02T09:00:00Z'), actor: 'asha@school.test', action: 'login.failed', target: 'student login', ip: '198.51.100.1' });
  await store.auditEvents.record({ at: new Date('2026-11-03T10:30:00Z'), actor: 'admin', action: 'password.change', target: 'tutor rao@school.test' });
  await store.close();
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run audit -- …` as an admin would. */
function auditCli(args: string[]) {
  return runTool('audit', args, { DATA_DIR: dataDir });
}

describe('audit CLI', () => {
  it('prints the events since a day, oldest first, one a line', async () => {
    const { code, stdout } = await auditCli(['--since', '2026-11-01']);
    expect(code).toBe(0);
    expect(stdout.trim().split('\n')).toEqual([
      '2026-11-02T09:00:00.000Z\tlogin.failed\tasha@school.test\tstudent login\t198.51.100.1',
      '2026-11-03T10:30:00.000Z\tpassword.change\tadmin\ttutor rao@school.test\t-',
    ]);
  });

  it("narrows to one actor's events, whatever the case of the address", async () => {
    const { stdout } = await auditCli(['--since', '2026-10-01', '--actor', 'RAO@school.test']);
    expect(stdout.trim().split('\n')).toEqual(['2026-10-30T09:00:00.000Z\tlogin\trao@school.test\ttutor login\t203.0.113.7']);
  });

  it('says so when nothing matches, and explains a bad day without a stack trace', async () => {
    expect((await auditCli(['--since', '2026-12-01'])).stdout).toContain('No audit events since 2026-12-01');
    const bad = await auditCli(['--since', 'yesterday']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('--since must be a day as YYYY-MM-DD');
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  });
});
