import { DEFAULT_LANGUAGE, shippedLanguage, type Language } from '../../contract/languages.ts';
import type { SchoolSettings } from '../../contract/records/school.ts';

/** The language of the school's mails: its setting when Studyhall ships it (any tag may be set), else English. */
export function schoolMailLanguage(school: Pick<SchoolSettings, 'language'>): Language {
  return shippedLanguage(school.language) ?? DEFAULT_LANGUAGE;
}

/**
 * The language a mail to an account goes out in: the account's own, else the school's
 * (school-model.md). Read the school once for a batch of mails and pass its language here.
 *
 * @example const language = recipientLanguage(guardian, schoolMailLanguage(school))
 */
export function recipientLanguage(account: { language?: Language | null | undefined }, schoolLanguage: Language): Language {
  return account.language ?? schoolLanguage;
}
