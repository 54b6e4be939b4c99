import { plural } from '../plural.ts';
import type { Translation } from '../translation.ts';
import type * as en from '../files.ts';

export const fileMessages = {
  missing: 'اختر ملفًا لرفعه',
  empty: 'الملف فارغ. اختر ملفًا آخر.',
  wrongKind: (labels: string) => `نوع الملف هذا غير مقبول. ارفع واحدًا من: ${labels}.`,
  tooLarge: (megabytes: number) => `حجم الملف أكبر من ${megabytes.toLocaleString('ar')} ميغابايت، وهو أقصى ما تقبله المدرسة.`,
  tooManyFiles: (count: number) => `ارفع ${plural('ar', count, { zero: '# ملف', one: 'ملفًا واحدًا', two: 'ملفين', few: '# ملفات', many: '# ملفًا', other: '# ملف' })} على الأكثر في كل مرة.`,
  tooManyFields: 'في النموذج حقول أكثر من اللازم.',
  fieldTooLong: (name: string) => `الحقل «${name}» طويل جدًا.`,
  unexpectedFile: (name: string) => `لم يكن متوقعًا وجود ملف في الحقل «${name}».`,
  notMultipart: 'أرسل الملف رفعًا من نموذج (multipart/form-data).',
  unreadable: 'انقطع الرفع أو تعذّرت قراءته. يرجى المحاولة مجددًا.',
  notFound: 'هذا الملف غير موجود، وربما حُذف.',
  tooManyUploads: (wait: string) => `عمليات رفع كثيرة من هذا الحساب. يرجى المحاولة مجددًا بعد ${wait}.`,
} as const satisfies Translation<typeof en.fileMessages>;
