import type { DigestKind } from '../../records/digests.ts';
import type { Translation } from '../translation.ts';
import type * as en from '../digests.ts';

export const digestMessages = {
  tokenMalformed: 'رابط إلغاء الاشتراك هذا غير مكتمل. انسخ الرابط كاملًا من البريد الإلكتروني.',
  tokenUnknown: 'رابط إلغاء الاشتراك هذا لا يعمل. سجّل الدخول وأوقف الملخص من ملفك الشخصي بدلًا من ذلك.',
} as const satisfies Translation<typeof en.digestMessages>;

/** With the article: the messages say «${name} مفعّل». */
export const digestNames: Readonly<Record<DigestKind, string>> = {
  weekly: 'الملخص الأسبوعي بالبريد الإلكتروني',
  daily: 'الملخص اليومي بالبريد الإلكتروني',
} satisfies Translation<typeof en.digestNames>;
