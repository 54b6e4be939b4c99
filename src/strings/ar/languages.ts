import type * as en from '../languages.ts';
import type { Translation } from '../../../contract/strings/translation.ts';

export const languageListText = {
  label: 'اللغة',
  notSaved: (reason: string) => `لم تتغيّر لغتك: ${reason}`,
} satisfies Translation<typeof en.languageListText>;
