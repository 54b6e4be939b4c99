import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { everyBuiltPage } from './built-sites.ts';
import { catalogue } from './catalogues.ts';

const pages = everyBuiltPage();

/** The page's one footer, as written in its HTML. */
function footersOf(html: string): string[] {
  return [...html.matchAll(/<footer\b[\s\S]*?<\/footer>/g)].map((match) => match[0]);
}

// Issue 28: the accessibility statement is linked from every page's footer, whoever reads it.
describe('the footer of every built page', () => {
  it('has a build to check', () => {
    expect(pages.length, 'run `npm run build` first').toBeGreaterThan(0);
  });

  it.each(pages)('$label links the accessibility statement from its one footer', async ({ file, language }) => {
    const { accessibilityText } = await catalogue<typeof import('../../src/strings/accessibility.ts')>(language, 'src/strings/accessibility.ts');
    const footers = footersOf(readFileSync(file, 'utf8'));
    expect(footers).toHaveLength(1);
    expect(footers[0]).toMatch(new RegExp(`<a href="/accessibility"[^>]*>${accessibilityText.footerLink}</a>`));
  });
});
