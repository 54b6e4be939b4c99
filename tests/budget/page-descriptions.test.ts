import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from './page-weight.ts';

const distDir = join(import.meta.dirname, '..', '..', 'dist');
const pages = existsSync(distDir) ? builtPages(distDir) : [];

/** The `content` of every `<meta name="description">` of a page, as written (entities left as they are). */
function descriptionsOf(html: string): string[] {
  const tags = html.match(/<meta\b[^>]*\bname="description"[^>]*>/g) ?? [];
  return tags.map((tag) => /\bcontent="([^"]*)"/.exec(tag)?.[1] ?? '');
}

describe('the description of each built page (search results, link previews)', () => {
  it('has a build to check', () => {
    expect(pages.length, 'run `npm run build` first').toBeGreaterThan(0);
  });

  const described = pages.map(([page, file]) => ({ page, descriptions: descriptionsOf(readFileSync(file, 'utf8')) }));

  it.each(described)('$page has one description, a sentence of a useful length', ({ descriptions }) => {
    expect(descriptions).toHaveLength(1);
    const [description = ''] = descriptions;
    // Search results show about 150 characters; under 40 says too little to tell pages apart.
    expect(description.trim().length, description).toBeGreaterThanOrEqual(40);
    expect(description.length, description).toBeLessThanOrEqual(160);
  });

  it('no two pages share a description', () => {
    const pagesBy = Map.groupBy(described, ({ descriptions }) => descriptions[0] ?? '');
    const shared = [...pagesBy].filter(([, same]) => same.length > 1).map(([text, same]) => `${same.map(({ page }) => page).join(', ')}: ${text}`);
    expect(shared).toEqual([]);
  });
});
