import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessibilityText } from '../../src/strings/accessibility.ts';
import { builtPages } from './page-weight.ts';

const distDir = join(import.meta.dirname, '..', '..', 'dist');
const pages = existsSync(distDir) ? builtPages(distDir) : [];

/** The page's one footer, as written in its HTML. */
function footersOf(html: string): string[] {
  return [...html.matchAll(/<footer\b[\s\S]*?<\/footer>/g)].map((match) => match[0]);
}

// Issue 28: the accessibility statement is linked from every page's footer, whoever reads it.
describe('the footer of every built page', () => {
  it('has a build to check', () => {
    expect(pages.length, 'run `npm run build` first').toBeGreaterThan(0);
  });

  it.each(pages)('%s links the accessibility statement from its one footer', (_page, file) => {
    const footers = footersOf(readFileSync(file, 'utf8'));
    expect(footers).toHaveLength(1);
    expect(footers[0]).toMatch(new RegExp(`<a href="/accessibility"[^>]*>${accessibilityText.footerLink}</a>`));
  });
});
