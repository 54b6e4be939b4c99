import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, pageWeight } from './page-weight.ts';

const distDir = join(import.meta.dirname, '..', '..', 'dist');
const { rules } = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as {
  rules: { pattern: string; maxKb: number }[];
};

describe('page weight (JavaScript each built page loads, gzip)', () => {
  it('has a build to measure', () => {
    expect(existsSync(join(distDir, 'index.html')), 'run `npm run build` first').toBe(true);
  });

  const pages = existsSync(distDir) ? builtPages(distDir) : [];
  it.each(pages)('%s stays within its budget', (page, file) => {
    const rule = rules.find(({ pattern }) => new RegExp(pattern).test(page));
    expect(rule, `no budget rule matches ${page}`).toBeDefined();
    const weight = pageWeight(distDir, page, file);
    const kb = weight.gzipBytes / 1024;
    expect(kb, `${page} loads ${kb.toFixed(1)} KB of JavaScript: ${weight.files.join(', ')}`).toBeLessThanOrEqual(rule?.maxKb ?? 0);
  });
});
