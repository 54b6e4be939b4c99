import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'check-node.cjs');
const { nodeVersionProblem } = createRequire(import.meta.url)(script) as { nodeVersionProblem: (version: string, range: string) => string | null };

describe('the Node version check every school script runs first', () => {
  it('names the Node the app needs, the one it found and where to get a newer one, in one line', () => {
    const problem = nodeVersionProblem('v20.20.2', '>=22.18');
    expect(problem).toBe(
      'Studyhall needs Node.js >=22.18 (24 LTS recommended), but this is Node.js v20.20.2. Install a newer Node.js from https://nodejs.org/ and run the command again.',
    );
    expect(problem).not.toContain('\n');
    expect(nodeVersionProblem('v22.17.9', '>=22.18')).not.toBeNull();
  });

  it.each(['v22.18.0', 'v22.20.1', 'v24.1.0', 'v30.0.0'])('lets %s through', (version) => {
    expect(nodeVersionProblem(version, '>=22.18')).toBeNull();
  });

  it('stays silent and succeeds on this Node', async () => {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script]);
    expect(stdout + stderr).toBe('');
  });
});
