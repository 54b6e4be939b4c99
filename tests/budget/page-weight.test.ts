import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, layoutWeight, pageWeight, type PageWeight } from './page-weight.ts';

const distDir = join(import.meta.dirname, '..', '..', 'dist');

/** Most KB of gzip: `maxKb` loaded up front, `maxOnUseKb` more that may load on first use. */
interface Budget {
  pattern: string;
  maxKb: number;
  maxOnUseKb: number;
}

const { rules, layouts } = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as {
  rules: Budget[];
  layouts: (Budget & { name: string })[];
};

const kb = (bytes: number) => bytes / 1024;

function expectWithin(weight: PageWeight, budget: Budget | undefined, what: string) {
  expect(budget, `no budget rule matches ${what}`).toBeDefined();
  const upFront = kb(weight.gzipBytes);
  const onUse = kb(weight.onUseGzipBytes);
  expect(upFront, `${what} loads ${upFront.toFixed(1)} KB of JavaScript up front: ${weight.files.join(', ')}`).toBeLessThanOrEqual(budget?.maxKb ?? 0);
  expect(onUse, `${what} may load ${onUse.toFixed(1)} KB more on first use: ${weight.onUseFiles.join(', ')}`).toBeLessThanOrEqual(budget?.maxOnUseKb ?? 0);
}

describe('page weight (JavaScript each built page loads, gzip)', () => {
  it('has a build to measure', () => {
    expect(existsSync(join(distDir, 'index.html')), 'run `npm run build` first').toBe(true);
  });

  const pages = existsSync(distDir) ? builtPages(distDir) : [];
  it.each(pages)('%s stays within its budget', (page, file) => {
    expectWithin(
      pageWeight(distDir, page, file),
      rules.find(({ pattern }) => new RegExp(pattern).test(page)),
      page,
    );
  });

  it.each(existsSync(distDir) ? layouts : [])('$name alone stays within its budget', (layout) => {
    const layoutPages = pages.filter(([page]) => new RegExp(layout.pattern).test(page));
    expect(layoutPages.length, `no page matches ${layout.pattern}`).toBeGreaterThan(1);
    expectWithin(layoutWeight(distDir, layoutPages), layout, layout.name);
  });
});
