import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MALLOC_SETTINGS, mallocSettingsToAdd } from './malloc-settings.ts';

describe('malloc settings at start-up', () => {
  it('are added on Linux when nothing set them', () => {
    expect(mallocSettingsToAdd({ PATH: '/usr/bin' }, 'linux')).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
  });

  it("leave a school's own MALLOC_ARENA_MAX, and the restart that set them, alone", () => {
    expect(mallocSettingsToAdd({ MALLOC_ARENA_MAX: '4' }, 'linux')).toBeUndefined();
    expect(mallocSettingsToAdd({ ...MALLOC_SETTINGS }, 'linux')).toBeUndefined();
  });

  it('are not added where glibc is not the allocator', () => {
    expect(mallocSettingsToAdd({}, 'darwin')).toBeUndefined();
    expect(mallocSettingsToAdd({}, 'win32')).toBeUndefined();
  });

  it('are those the Dockerfile starts the container with', () => {
    const dockerfile = readFileSync(join(import.meta.dirname, '..', 'Dockerfile'), 'utf8');
    const environment = [...dockerfile.matchAll(/^ENV (.+)$/gm)].flatMap((line) => line[1]?.split(/\s+/) ?? []);
    expect(environment).toEqual(expect.arrayContaining(Object.entries(MALLOC_SETTINGS).map(([name, value]) => `${name}=${value}`)));
  });
});
