import { plural } from '../../../contract/strings/plural.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../news.ts';

export const newsText = {
  marker: 'नया',
  count: (count: number, capped: boolean) => (capped ? `${count.toLocaleString('hi')}+` : count.toLocaleString('hi')),
  countWords: (count: number, capped: boolean) =>
    capped ? `(${count.toLocaleString('hi')} या अधिक नए)` : plural('hi', count, { one: '(# नया)', other: '(# नए)' }),
  openMenuWithNews: 'मेनू खोलें, नई सामग्री है',
} as const satisfies Translation<typeof en.newsText>;
