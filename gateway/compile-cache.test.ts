import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_CACHE, compileCacheToAdd } from './compile-cache.ts';
import { startAppProcesses } from './testing/app-processes.ts';

describe("Node's compile cache at start-up", () => {
  it('is added when nothing chose one', () => {
    expect(compileCacheToAdd({ PATH: '/usr/bin' })).toEqual({ NODE_COMPILE_CACHE: join(tmpdir(), 'studyhall-compile-cache') });
    expect(compileCacheToAdd({ NODE_COMPILE_CACHE: '' })).toEqual(COMPILE_CACHE);
  });

  it("leaves a cache of the environment's own, or none asked for, alone", () => {
    expect(compileCacheToAdd({ NODE_COMPILE_CACHE: '/var/cache/school' })).toBeUndefined();
    expect(compileCacheToAdd({ ...COMPILE_CACHE })).toBeUndefined();
    expect(compileCacheToAdd({ NODE_DISABLE_COMPILE_CACHE: '1' })).toBeUndefined();
  });

  it('is one the Dockerfile starts the container with', () => {
    const dockerfile = readFileSync(join(import.meta.dirname, '..', 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^ENV NODE_COMPILE_CACHE=\S+$/m);
  });

  // The real server (it needs the built site), with a cache of its own: filled once it listens, not at its exit.
  it('holds the files the server loaded once it is listening', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'studyhall-compile-cache-test-'));
    const app = await startAppProcesses(1, { env: { NODE_COMPILE_CACHE: cache } });
    try {
      const [server] = app.processes;
      expect((await fetch(`${server?.url}/healthz`)).ok).toBe(true);
      const kept = readdirSync(cache, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      // The server's own modules and those of its packages: hundreds of files.
      expect(kept.length).toBeGreaterThan(100);
    } finally {
      await app.stop();
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
