import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPILE_CACHE } from './compile-cache.ts';
import { MALLOC_SETTINGS } from './malloc-settings.ts';
import { startUpSettingsToAdd } from './start-up-environment.ts';
import { startAppProcesses } from './testing/app-processes.ts';

describe('the environment the server starts with', () => {
  it('gains what it lacks: on Linux the malloc settings, anywhere the compile cache', () => {
    expect(startUpSettingsToAdd({}, 'linux')).toEqual({ ...MALLOC_SETTINGS, ...COMPILE_CACHE });
    expect(startUpSettingsToAdd({}, 'darwin')).toEqual(COMPILE_CACHE);
    expect(startUpSettingsToAdd({ ...MALLOC_SETTINGS }, 'linux')).toEqual(COMPILE_CACHE);
  });

  it('lacks nothing once restarted, so the restart happens once', () => {
    const restarted = { ...MALLOC_SETTINGS, ...COMPILE_CACHE };
    expect(startUpSettingsToAdd(restarted, 'linux')).toBeUndefined();
    expect(startUpSettingsToAdd({ ...COMPILE_CACHE }, 'win32')).toBeUndefined();
  });

  // The real server, started as `npm run serve` starts it (it needs the built site), without the test runs' own compile cache: the same process, restarted in place with them.
  it.runIf(process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined)(
    'is what the server runs with, in the process it was started as',
    async () => {
      const app = await startAppProcesses(1, { env: { NODE_COMPILE_CACHE: '' } });
      try {
        const [server] = app.processes;
        const environment = readFileSync(`/proc/${server?.pid}/environ`, 'utf8').split('\0');
        const expected = Object.entries({ ...MALLOC_SETTINGS, ...COMPILE_CACHE }).map(([name, value]) => `${name}=${value}`);
        expect(environment).toEqual(expect.arrayContaining(expected));
        expect((await fetch(`${server?.url}/healthz`)).ok).toBe(true);
      } finally {
        await app.stop();
      }
    },
  );
});
