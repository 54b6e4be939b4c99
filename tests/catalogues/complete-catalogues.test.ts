import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages.ts';
import { catalogue } from '../budget/catalogues.ts';
import { englishCatalogues, ROOT } from './catalogue-files.ts';

const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

/** Values to call a message with, by its parameter's place: a count, a name, a date. */
const SAMPLE_ARGUMENTS = [3, 'Asha', '2026-11-22', 2, 'x'];

/** What a message and its translation say for the same sample values; nothing when the samples do not suit the English one. */
function sayWith(english: (...args: unknown[]) => unknown, translated: (...args: unknown[]) => unknown): { english?: unknown; translated?: unknown } {
  const args = SAMPLE_ARGUMENTS.slice(0, english.length);
  try {
    return { english: english(...args), translated: translated(...args) };
  } catch {
    return {};
  }
}

/**
 * Where `translated` differs in shape from `english`: a key missing or extra, a list of another
 * length, a message that is not one, or one that does not come out as text for sample values.
 */
function differences(english: unknown, translated: unknown, path: string): string[] {
  if (typeof english === 'string') return typeof translated === 'string' && translated.trim() !== '' ? [] : [`${path} is not text`];
  if (typeof english === 'function') {
    if (typeof translated !== 'function') return [`${path} is not a message`];
    const said = sayWith(english as (...args: unknown[]) => unknown, translated as (...args: unknown[]) => unknown);
    if (typeof said.english === 'string') return typeof said.translated === 'string' && !(said.translated.includes('undefined') && !said.english.includes('undefined')) ? [] : [`${path} does not say what English says`];
    return said.english === undefined ? [] : differences(said.english, said.translated, `${path}()`);
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) return [`${path} has ${Array.isArray(translated) ? translated.length : 'no'} entries, not ${english.length}`];
    return english.flatMap((entry, index) => differences(entry, translated[index], `${path}[${index}]`));
  }
  if (typeof english === 'object' && english !== null) {
    if (typeof translated !== 'object' || translated === null) return [`${path} is missing`];
    const keys = new Set([...Object.keys(english), ...Object.keys(translated)]);
    return [...keys].flatMap((key) =>
      key in translated ? (key in english ? differences((english as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key], `${path}.${key}`) : [`${path}.${key} is not in English`]) : [`${path}.${key} is missing`],
    );
  }
  return [];
}

// Issue 28: a key missing in any language's catalogue fails here (and in the type check).
describe.each(englishCatalogues())('%s', (path) => {
  it.each(TRANSLATED)('has every message in %s, and nothing more', async (language) => {
    const file = path.replace(/([^/]+\.ts)$/, `${language}/$1`);
    expect(existsSync(join(ROOT, file)), `${file} is missing`).toBe(true);
    const english = await catalogue<Record<string, unknown>>('en', path);
    const translated = await catalogue<Record<string, unknown>>(language, path);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    expect(Object.entries(english).flatMap(([name, words]) => differences(words, translated[name], name))).toEqual([]);
  });
});
