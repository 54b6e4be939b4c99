import { LANGUAGE_HEADER } from '../../../contract/languages.ts';
import { pageLanguage } from '../../strings/language.ts';

/** The header every API call of a page carries, so the API answers its messages in the page's language. */
export const pageLanguageHeader: Readonly<Record<string, string>> = { [LANGUAGE_HEADER]: pageLanguage };
