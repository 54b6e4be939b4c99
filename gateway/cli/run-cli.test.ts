import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool, type ToolName } from '../testing/admin-tools.ts';

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'studyhall-cli-failures-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('every admin tool', () => {
  it('says what went wrong in one line, never with a stack, for each failure a user can cause', async () => {
    const aFile = join(scratch, 'a-file');
    writeFileSync(aFile, '');
    const school = join(scratch, 'school');
    const unreachable = 'postgres://studyhall:secret@127.0.0.1:1/studyhall';
    const failures: [ToolName, string[], NodeJS.ProcessEnv][] = [
      // DATA_DIR names a file, not a folder.
      ['tutor', ['list'], { DATA_DIR: aFile }],
      ['audit', [], { DATA_DIR: aFile }],
      ['demo', ['--students', '2'], { DATA_DIR: aFile }],
      ['backup', ['--out', join(scratch, 'out.tar.gz')], { DATA_DIR: aFile }],
      ['restore', [aFile], { DATA_DIR: aFile }],
      // An archive in a folder that does not exist, a folder given as the archive.
      ['backup', ['--out', join(scratch, 'missing', 'out.tar.gz')], { DATA_DIR: school }],
      ['restore', [scratch], { DATA_DIR: join(scratch, 'elsewhere') }],
      // A database server that does not answer.
      ['migrate-data', ['--to', unreachable], { DATA_DIR: school }],
      ['tutor', ['list'], { DATABASE_URL: unreachable }],
      ['restore', [aFile], { DATA_DIR: join(scratch, 'elsewhere'), DATABASE_URL: unreachable }],
    ];
    for (const [name, args, env] of failures) {
      const run = await runTool(name, args, { DATABASE_URL: '', UPLOADS_DIR: '', ...env });
      const what = `npm run ${name} -- ${args.join(' ')} with ${JSON.stringify(env)}`;
      expect(run.code, what).toBe(1);
      expect(run.stderr, what).toMatch(/^[^\n]+\n$/);
      expect(run.stderr, what).not.toContain('    at ');
      expect(run.stderr, what).not.toContain('secret');
    }
  }, 120_000);
});
