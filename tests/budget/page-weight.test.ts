import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSites, everyBuiltPage } from './built-sites.ts';
import { builtPages, layoutWeight, pageWeight, type PageWeight } from './page-weight.ts';

/** Most KiB on the wire: `maxKb` loaded up front, `maxOnUseKb` more that may load on first use. */
interface Budget {
  pattern: string;
  maxKb: number;
  maxOnUseKb: number;
}

/** A bound no page of a role may pass, whatever its own budget says. */
interface Ceiling {
  pattern: string;
  maxKb: number;
}

const { rules, layouts, ceilings } = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as {
  rules: Budget[];
  layouts: (Budget & { name: string })[];
  ceilings: Ceiling[];
};

const kib = (bytes: number) => bytes / 1024;

function expectWithin(weight: PageWeight, budget: Budget | undefined, what: string) {
  expect(budget, `no budget rule matches ${what}`).toBeDefined();
  const upFront = kib(weight.wireBytes);
  const onUse = kib(weight.onUseWireBytes);
  expect(upFront, `${what} loads ${upFront.toFixed(1)} KiB of JavaScript and CSS up front: ${weight.files.join(', ')}`).toBeLessThanOrEqual(budget?.maxKb ?? 0);
  expect(onUse, `${what} may load ${onUse.toFixed(1)} KiB more on first use: ${weight.onUseFiles.join(', ')}`).toBeLessThanOrEqual(budget?.maxOnUseKb ?? 0);
}

// Issue 29: what a role's pages may weigh on a phone, set apart from the budgets below, which
// follow what each page weighs today and so move with it. The first ceiling that matches applies.
describe('ceilings of page weight by role', () => {
  it.each(everyBuiltPage())('$label is under its ceiling', ({ dir, page, file, label }) => {
    const ceiling = ceilings.find(({ pattern }) => new RegExp(pattern).test(page));
    expect(ceiling, `no ceiling matches ${label}`).toBeDefined();
    expect(kib(pageWeight(dir, page, file).wireBytes), `${label} on the wire`).toBeLessThanOrEqual(ceiling?.maxKb ?? 0);
  });
});

// Issue 28: the budgets hold in every language, each build carrying only its own words.
describe('page weight (JavaScript and CSS each built page loads, on the wire)', () => {
  it('has a build of every language to measure', () => {
    expect(builtSites().map(({ language }) => language), 'run `npm run build` first').toEqual(['en', 'hi', 'ar']);
  });

  it.each(everyBuiltPage())('$label stays within its budget', ({ dir, page, file, label }) => {
    expectWithin(
      pageWeight(dir, page, file),
      rules.find(({ pattern }) => new RegExp(pattern).test(page)),
      label,
    );
  });

  const layoutsOfEach = builtSites().flatMap((site) => layouts.map((layout) => ({ ...layout, ...site, label: `${site.language} ${layout.name}` })));
  it.each(layoutsOfEach)('$label alone stays within its budget', (layout) => {
    const layoutPages = builtPages(layout.dir).filter(([page]) => new RegExp(layout.pattern).test(page));
    expect(layoutPages.length, `no page matches ${layout.pattern}`).toBeGreaterThan(1);
    expectWithin(layoutWeight(layout.dir, layoutPages), layout, layout.label);
  });
});
