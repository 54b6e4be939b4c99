import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../contract/languages.ts';
import { builtPages } from './page-weight.ts';

/** The built site: one folder per language (scripts/build-site.ts). */
export const DIST_ROOT = join(import.meta.dirname, '..', '..', 'dist');

export interface BuiltSite {
  language: Language;
  /** The language's build, e.g. `dist/ar`. */
  dir: string;
}

/** Each shipped language's build that is there. */
export function builtSites(): BuiltSite[] {
  return LANGUAGES.map((language) => ({ language, dir: join(DIST_ROOT, language) })).filter(({ dir }) => existsSync(join(dir, 'index.html')));
}

export interface BuiltPage extends BuiltSite {
  /** `ar /student/login`: what a test names the page by. */
  label: string;
  /** The page's address, e.g. `/student/login`. */
  page: string;
  /** Its HTML file. */
  file: string;
}

/** Every page of every language's build. */
export function everyBuiltPage(): BuiltPage[] {
  return builtSites().flatMap((site) => builtPages(site.dir).map(([page, file]) => ({ ...site, label: `${site.language} ${page}`, page, file })));
}
