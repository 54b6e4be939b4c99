import * as z from 'zod/mini';
import { LANGUAGES } from '../languages.ts';
import { languageMessages as m } from '../strings/languages.ts';

/** An account's own language: one Studyhall ships, or null to follow the school's (school-model.md). */
export const accountLanguage = z.nullable(z.enum(LANGUAGES, { error: m.languageInvalid }));

/** `PUT /{role}/home/language {language}`: what the footer's language list sends for a signed-in reader. */
export const languageChoiceSchema = z.object({ language: accountLanguage });
export type LanguageChoice = z.output<typeof languageChoiceSchema>;
