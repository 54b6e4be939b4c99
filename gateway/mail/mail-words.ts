import type { Language } from '../../contract/languages.ts';
import type { Translation } from '../../contract/strings/translation.ts';
import { mailWords as ar } from './words/ar.ts';
import { mailWords as en } from './words/en.ts';
import { mailWords as hi } from './words/hi.ts';

/** The words of the mails, as each catalogue gives them. */
export type MailWords = Translation<typeof en>;

const CATALOGUES: Readonly<Record<Language, MailWords>> = { en, hi, ar };

/** The words of a mail in `language`: the server sends every language, so all three catalogues are loaded. */
export function mailWordsIn(language: Language): MailWords {
  return CATALOGUES[language];
}
