import type { Language } from '../../contract/languages.ts';

/**
 * A catalogue module in a language, as that language's build resolves it (src/integrations/
 * language-catalogues.ts): the module itself in English, `<folder>/<language>/<file>` otherwise.
 *
 * @param path from the project's root, e.g. `src/strings/accessibility.ts`
 * @example const { accessibilityText } = await catalogue<typeof import('../../src/strings/accessibility.ts')>('ar', 'src/strings/accessibility.ts')
 */
export async function catalogue<T>(language: Language, path: string): Promise<T> {
  const translated = language === 'en' ? path : path.replace(/([^/]+\.ts)$/, `${language}/$1`);
  return (await import(new URL(`../../${translated}`, import.meta.url).href)) as T;
}
