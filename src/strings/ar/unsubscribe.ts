import type { DigestKind } from '../../../contract/records/digests.ts';
import { digestMessages, digestNames } from '../../../contract/strings/ar/digests.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../unsubscribe.ts';

export const unsubscribeText = {
  title: 'إلغاء الاشتراك',
  description: 'أوقف ملخصًا بالبريد الإلكتروني من Studyhall بنقرة واحدة، دون تسجيل الدخول.',
  heading: 'إلغاء الاشتراك',
  checking: 'جارٍ التحقق من الرابط…',
  noToken: digestMessages.tokenMalformed,
  stops: (kind: DigestKind) => `يوقف هذا ${digestNames[kind]} لحسابك في Studyhall. ولا يتغيّر شيء آخر.`,
  button: (kind: DigestKind) => `إيقاف ${digestNames[kind]}`,
  alreadyOff: (kind: DigestKind) => `${digestNames[kind]} متوقف من قبل: لن يُرسل منه شيء بعد الآن.`,
  done: (kind: DigestKind) => `تم: ${digestNames[kind]} متوقف. يمكنك تفعيله مجددًا من ملفك الشخصي.`,
  unreachable: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مجددًا.',
  noScript: 'تحتاج هذه الصفحة إلى JavaScript لإلغاء الاشتراك. ويمكنك أيضًا تسجيل الدخول وإيقاف الملخص من ملفك الشخصي.',
  toStart: 'الذهاب إلى Studyhall',
} as const satisfies Translation<typeof en.unsubscribeText>;
