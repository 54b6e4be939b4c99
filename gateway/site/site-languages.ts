import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, languageInCookies, type Language } from '../../contract/languages.ts';
import { loadSiteFiles } from './site-files.ts';
import { staticSite, type StaticSite } from './static-site.ts';

type HeaderRecord = Readonly<Record<string, string>>;

/**
 * Every language's build under `distRoot` (`dist/en`, `dist/hi`, …, scripts/build-site.ts),
 * each read into memory as its own site. English must be there; a language not built is left out.
 *
 * @example const sites = await loadLanguageSites('dist', protective)
 */
export async function loadLanguageSites(distRoot: string, protective: HeaderRecord): Promise<Map<Language, StaticSite>> {
  const built = LANGUAGES.filter((language) => existsSync(join(distRoot, language, 'index.html')));
  if (!built.includes(DEFAULT_LANGUAGE)) throw new Error(`No built site in ${join(distRoot, DEFAULT_LANGUAGE)}`);
  const sites = await Promise.all(built.map(async (language) => [language, staticSite(await loadSiteFiles(join(distRoot, language)), protective, built.length > 1)] as const));
  return new Map(sites);
}

/**
 * One site in several languages: each request gets the pages of the language its cookie names
 * (the reader's own choice), else of the school's. Built files are named by their content, so a
 * script of another language's build is still answered (a page loaded just before a switch).
 *
 * @param sites each language's site, from `loadLanguageSites`
 * @param schoolLanguage the school's language now (school-language.ts)
 * @example const site = languageSites(await loadLanguageSites('dist', protective), () => school.language())
 */
export function languageSites(sites: ReadonlyMap<Language, StaticSite>, schoolLanguage: () => Language): StaticSite {
  const fallback = sites.get(DEFAULT_LANGUAGE) as StaticSite;
  const siteFor = (cookie: string | null | undefined) => sites.get(languageInCookies(cookie) ?? schoolLanguage()) ?? fallback;
  return {
    answer(request) {
      const found = siteFor(request.cookie).answer(request);
      if (found || !request.path.startsWith('/_astro/')) return found;
      for (const site of sites.values()) {
        const built = site.answer(request);
        if (built) return built;
      }
      return undefined;
    },
    notFoundPage: (cookie) => siteFor(cookie).notFoundPage(),
  };
}
