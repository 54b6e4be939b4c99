import type { Translation } from '../translation.ts';
import type * as en from '../common.ts';

export const pageText = {
  skipToContent: 'الانتقال إلى المحتوى',
  notFound: {
    title: 'الصفحة غير موجودة',
    description: 'لا توجد صفحة من Studyhall على هذا العنوان. تقود صفحة البداية إلى دخول الطلاب والمعلمين.',
    body: 'هذه الصفحة غير موجودة، وربما نُقلت.',
    link: 'الذهاب إلى صفحة البداية',
  },
} as const satisfies Translation<typeof en.pageText>;

export const serverMessages = {
  offline: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مجددًا.',
  uploadCut: 'توقّف الرفع قبل أن يجيب الخادم. ربما كان الملف أكبر مما تقبله المدرسة، أو انقطع الاتصال.',
  unexpected: 'حدث خطأ في الخادم. يرجى المحاولة مجددًا.',
  invalidRequest: 'طلب غير صالح',
  tooLarge: (kilobytes: number) => `حجم الطلب أكبر من ${kilobytes.toLocaleString('ar')} كيلوبايت`,
  noRoute: (method: string, path: string) => `لا يوجد مسار API للطلب ${method} ${path}`,
  busy: 'الخادم مشغول بتغييرات أخرى، ولم يُحفظ تغييرك. يرجى المحاولة بعد لحظات.',
  upstreamDown: 'يتعذّر الوصول إلى خادم المدرسة. يرجى المحاولة لاحقًا.',
  upstreamSlow: 'تأخّر خادم المدرسة في الرد. يرجى المحاولة مجددًا.',
  // An HTTP status is a code, not a quantity: it stays as the server sent it.
  badAnswer: (status: number) => `أجاب الخادم بالرمز ${status}.`,
  noToken: 'لم يرسل الخادم رمز الدخول. يرجى المحاولة مجددًا.',
  storageBlocked: 'لا يسمح هذا المتصفح للموقع بإبقائك مسجّلًا للدخول. اسمح ببيانات المواقع وحاول مجددًا.',
} as const satisfies Translation<typeof en.serverMessages>;
