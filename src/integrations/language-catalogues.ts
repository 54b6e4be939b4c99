import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import { DEFAULT_LANGUAGE, type Language } from '../../contract/languages.ts';

/** A catalogue: a module directly in `src/strings/` or `contract/strings/`. */
const CATALOGUE = /^(.*[\\/](?:src|contract)[\\/]strings)[\\/]([\w-]+\.ts)$/;
/** Modules in those folders that hold no words: the catalogues' own machinery. */
const MACHINERY = new Set(['plural.ts', 'translation.ts']);

/**
 * Builds the site in one language: every import of a catalogue resolves to that language's
 * module (`src/strings/ar/students.ts` for `src/strings/students.ts`), so a page and its islands
 * carry only the words of their language. A catalogue missing in the language stops the build;
 * the language's own modules still reach the English ones (for what is not words).
 *
 * @example vite: { plugins: [languageCatalogues('ar')] }
 */
export function languageCatalogues(language: Language): Plugin {
  return {
    name: 'studyhall:language-catalogues',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (language === DEFAULT_LANGUAGE || !importer || !source.includes('strings/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const match = resolved && CATALOGUE.exec(resolved.id);
      if (!match || MACHINERY.has(match[2] as string)) return null;
      const [, folder, file] = match as unknown as [string, string, string];
      if (importer.startsWith(`${folder}/${language}/`)) return null;
      const translated = `${folder}/${language}/${file}`;
      if (!existsSync(translated)) this.error(`${resolved.id} has no ${language} catalogue (${translated})`);
      return translated;
    },
  };
}
