import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../contract/languages.ts';
import { languageSites, loadLanguageSites } from './site-languages.ts';
import type { StaticSite } from './static-site.ts';

let distRoot: string;
let sites: Map<Language, StaticSite>;

function writeLanguage(language: string, heading: string, script: string) {
  const dir = join(distRoot, language);
  mkdirSync(join(dir, 'student', 'login'), { recursive: true });
  mkdirSync(join(dir, '_astro'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<h1>${heading}</h1>`);
  writeFileSync(join(dir, 'student', 'login', 'index.html'), `<h1>${heading} login</h1>`);
  writeFileSync(join(dir, '_astro', script), `// ${language}`);
  writeFileSync(join(dir, '404.html'), `<h1>${heading} 404</h1>`);
}

beforeAll(async () => {
  distRoot = mkdtempSync(join(tmpdir(), 'studyhall-languages-'));
  writeLanguage('en', 'English', 'words.en1.js');
  writeLanguage('ar', 'عربي', 'words.ar1.js');
  sites = await loadLanguageSites(distRoot, { 'x-frame-options': 'DENY' });
});
afterAll(() => rmSync(distRoot, { recursive: true, force: true }));

const text = (body: Uint8Array | null | undefined) => new TextDecoder().decode(body ?? undefined);

describe('a site in several languages', () => {
  it("serves the reader's cookie language first, then the school's, then English", () => {
    let school: Language = 'en';
    const site = languageSites(sites, () => school);
    const page = (cookie?: string) => text(site.answer({ method: 'GET', path: '/student/login', cookie })?.body);
    expect(page()).toBe('<h1>English login</h1>');
    expect(page('a=b; studyhall-lang=ar')).toBe('<h1>عربي login</h1>');
    school = 'ar';
    expect(page()).toBe('<h1>عربي login</h1>');
    expect(page('studyhall-lang=en')).toBe('<h1>English login</h1>');
    // Hindi is shipped but not built here: the pages fall back on English.
    expect(page('studyhall-lang=hi')).toBe('<h1>English login</h1>');
    expect(site.notFoundPage('studyhall-lang=ar')).toBe('<h1>عربي 404</h1>');
  });

  it("answers another language's script, named by its content, after a switch", () => {
    const site = languageSites(sites, () => 'en');
    expect(text(site.answer({ method: 'GET', path: '/_astro/words.ar1.js', cookie: 'studyhall-lang=en' })?.body)).toBe('// ar');
    expect(site.answer({ method: 'GET', path: '/_astro/missing.js' })).toBeUndefined();
  });

  it('says a page varies with the cookie, and a script does not', () => {
    const site = languageSites(sites, () => 'en');
    expect(site.answer({ method: 'GET', path: '/student/login' })?.headers.vary).toBe('Cookie');
    expect(site.answer({ method: 'GET', path: '/_astro/words.en1.js' })?.headers.vary).toBeUndefined();
  });

  it('refuses a build without English', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'studyhall-no-english-'));
    await expect(loadLanguageSites(empty, {})).rejects.toThrow(/No built site/);
    rmSync(empty, { recursive: true, force: true });
  });
});
