import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { everyBuiltPage } from './built-sites.ts';

const pages = everyBuiltPage();

/** The `content` of every `<meta name="description">` of a page, as written (entities left as they are). */
function descriptionsOf(html: string): string[] {
  const tags = html.match(/<meta\b[^>]*\bname="description"[^>]*>/g) ?? [];
  return tags.map((tag) => /\bcontent="([^"]*)"/.exec(tag)?.[1] ?? '');
}

describe('the description of each built page (search results, link previews)', () => {
  it('has a build to check', () => {
    expect(pages.length, 'run `npm run build` first').toBeGreaterThan(0);
  });

  const described = pages.map(({ label, language, file }) => ({ label, language, descriptions: descriptionsOf(readFileSync(file, 'utf8')) }));

  it.each(described)('$label has one description, a sentence of a useful length', ({ descriptions }) => {
    expect(descriptions).toHaveLength(1);
    const [description = ''] = descriptions;
    // Search results show about 150 characters; under 40 says too little to tell pages apart.
    expect(description.trim().length, description).toBeGreaterThanOrEqual(40);
    expect(description.length, description).toBeLessThanOrEqual(160);
  });

  it('no two pages of a language share a description', () => {
    const pagesBy = Map.groupBy(described, ({ language, descriptions }) => `${language} ${descriptions[0] ?? ''}`);
    const shared = [...pagesBy].filter(([, same]) => same.length > 1).map(([text, same]) => `${same.map(({ label }) => label).join(', ')}: ${text}`);
    expect(shared).toEqual([]);
  });
});
