import { plural } from '../../../contract/strings/plural.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../news.ts';

export const newsText = {
  marker: 'جديد',
  count: (count: number, capped: boolean) => (capped ? `${count.toLocaleString('ar')}+` : count.toLocaleString('ar')),
  countWords: (count: number, capped: boolean) =>
    capped
      ? `(${plural('ar', count, { zero: '# جديد أو أكثر', one: 'جديد واحد أو أكثر', two: 'جديدان أو أكثر', few: '# جديدة أو أكثر', many: '# جديدًا أو أكثر', other: '# جديد أو أكثر' })})`
      : `(${plural('ar', count, { zero: 'لا جديد', one: 'جديد واحد', two: 'جديدان', few: '# جديدة', many: '# جديدًا', other: '# جديد' })})`,
  openMenuWithNews: 'فتح القائمة، عناصر جديدة',
} as const satisfies Translation<typeof en.newsText>;
