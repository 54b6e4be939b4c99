import { LANGUAGE_NAMES, LANGUAGES } from '../../languages.ts';
import type * as en from '../languages.ts';
import type { Translation } from '../translation.ts';

export const languageMessages = {
  languageInvalid: `Studyhall जिन भाषाओं में है, उनमें से एक चुनें: ${LANGUAGES.map((language) => LANGUAGE_NAMES[language]).join(', ')}।`,
} satisfies Translation<typeof en.languageMessages>;
