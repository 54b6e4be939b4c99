import { LANGUAGE_NAMES, LANGUAGES } from '../languages.ts';

/** What the language calls answer (`{message}`) when the choice is not a language Studyhall ships. */
export const languageMessages = {
  languageInvalid: `Choose one of the languages Studyhall comes in: ${LANGUAGES.map((language) => LANGUAGE_NAMES[language]).join(', ')}.`,
} as const;
