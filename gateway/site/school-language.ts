import { DEFAULT_LANGUAGE, shippedLanguage, type Language } from '../../contract/languages.ts';

/** How often a process looks at the school's language again: an admin's change reaches every process within this. */
const REFRESH_MS = 2_000;

export interface SchoolLanguage {
  /** The shipped language of the school's setting, as last read; English until the first read. */
  current(): Language;
  stop(): void;
}

/**
 * Keeps the school's language at hand for serving pages, which must not wait on the database:
 * read at once and again every two seconds (several processes share the setting through it).
 * A language the school names but Studyhall does not ship serves English.
 *
 * @param read reads the school's setting, e.g. `async () => (await store.school.read()).language`
 * @example const language = await watchSchoolLanguage(read); languageSites(sites, language.current)
 */
export async function watchSchoolLanguage(read: () => Promise<string>): Promise<SchoolLanguage> {
  let language: Language = DEFAULT_LANGUAGE;
  const refresh = async () => {
    language = shippedLanguage(await read()) ?? DEFAULT_LANGUAGE;
  };
  await refresh();
  const timer = setInterval(() => void refresh().catch((error: unknown) => console.error('Reading the school language failed:', error)), REFRESH_MS);
  timer.unref();
  return { current: () => language, stop: () => clearInterval(timer) };
}
