import type * as en from '../languages.ts';
import type { Translation } from '../../../contract/strings/translation.ts';

export const languageListText = {
  label: 'भाषा',
  notSaved: (reason: string) => `आपकी भाषा नहीं बदली: ${reason}`,
} satisfies Translation<typeof en.languageListText>;
