import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../audiences.ts';

export const audiencesText = {
  legend: 'لمن هذا؟',
  wholeSchool: 'المدرسة كلها',
  someClasses: 'فصول محددة',
  column: 'لمن',
  archived: (name: string) => `${name} (مؤرشف)`,
  loading: 'جارٍ تحميل الفصول…',
  loadFailed: 'تعذّر تحميل الفصول.',
  retry: 'إعادة المحاولة',
  noClasses: 'لا فصول في المدرسة بعد: هذا للمدرسة كلها.',
  unknownClass: 'فصل',
  chooseOne: 'اختر فصلًا واحدًا على الأقل، أو المدرسة كلها',
} as const satisfies Translation<typeof en.audiencesText>;
