import { readdirSync } from 'node:fs';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/languages.ts';
import { requestLanguage } from './request-language.ts';

/** The messages the API answers with: English in the modules, each translation beside them (contract/strings/<language>/). */
const MESSAGES_DIR = new URL('../../contract/strings/', import.meta.url);
/** Modules there that hold no words. */
const MACHINERY = new Set(['plural.ts', 'translation.ts']);
const TRANSLATED = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

type Words = Record<string, unknown>;
type TranslationOf = (language: Language) => unknown;

const isWords = (value: unknown): value is Words => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A fixed English message, as a schema keeps it from its module's load, and its words in each language. */
const fixedMessages = new Map<string, Partial<Record<Language, string>>>();

/**
 * Makes each message of `english` answer in the API call's language: every key becomes a getter
 * that reads the call's language (request-language.ts) and gives that translation's value, or
 * the English one outside a call. Routes keep writing `m.loginAgain` or `m.codeSent(email)`.
 */
function answerInCallLanguage(english: Words, translationOf: TranslationOf): void {
  for (const key of Object.keys(english)) {
    const value = english[key];
    const translated: TranslationOf = (language) => (translationOf(language) as Words | undefined)?.[key];
    if (isWords(value)) {
      answerInCallLanguage(value, translated);
      continue;
    }
    if (typeof value === 'string') fixedMessages.set(value, Object.fromEntries(TRANSLATED.map((language) => [language, translated(language)])));
    Object.defineProperty(english, key, {
      enumerable: true,
      get: () => {
        const language = requestLanguage();
        return language === DEFAULT_LANGUAGE ? value : (translated(language) ?? value);
      },
    });
  }
}

async function loadMessages(): Promise<void> {
  const modules = readdirSync(MESSAGES_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !MACHINERY.has(file));
  for (const file of modules) {
    const english = (await import(new URL(file, MESSAGES_DIR).href)) as Words;
    const translations = new Map<Language, Words>();
    for (const language of TRANSLATED) translations.set(language, (await import(new URL(`${language}/${file}`, MESSAGES_DIR).href)) as Words);
    for (const [name, words] of Object.entries(english)) {
      if (isWords(words)) answerInCallLanguage(words, (language) => translations.get(language)?.[name]);
    }
  }
}

await loadMessages();

/**
 * A message fixed when its module loaded (a schema's), in the API call's language: the same
 * English text is the same message, whichever schema holds it. Other text comes back as it is.
 *
 * @example fixedMessage(result.error.issues[0].message)
 */
export function fixedMessage(message: string): string {
  const language = requestLanguage();
  if (language === DEFAULT_LANGUAGE) return message;
  return fixedMessages.get(message)?.[language] ?? message;
}
