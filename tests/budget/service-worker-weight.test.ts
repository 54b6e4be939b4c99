import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtSites } from './built-sites.ts';

const { serviceWorker } = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as {
  serviceWorker: { path: string; maxKb: number };
};

describe('the service worker (issue 12: under 25 KB of gzip)', () => {
  it('has a build to measure', () => {
    expect(builtSites().length, 'run `npm run build` first').toBeGreaterThan(0);
  });

  it.each(builtSites())('$language: stays within its budget, precache list included', ({ dir }) => {
    const file = join(dir, serviceWorker.path);
    expect(existsSync(file), 'run `npm run build` first').toBe(true);
    const script = readFileSync(file);
    const kb = gzipSync(script, { level: 9 }).byteLength / 1024;
    expect(kb, `${serviceWorker.path} is ${kb.toFixed(1)} KB of gzip`).toBeLessThanOrEqual(serviceWorker.maxKb);
    // The list was injected: a worker that precached nothing would be small and useless.
    expect(script.toString()).toContain('"url":"/student/home/home"');
  });
});
