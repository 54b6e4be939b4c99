import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../content.ts';
import { formatCount } from '../../../contract/strings/plural.ts';

export const contentText = {
  loading: 'جارٍ التحميل…',
  retry: 'إعادة المحاولة',
  back: 'رجوع',
  close: 'إغلاق',
  unreadableList: 'أرسل الخادم قائمة لا تستطيع هذه الصفحة قراءتها. يرجى المحاولة لاحقًا.',
  missingHeading: 'غير موجود',
  missing: 'لم يعد هذا العنصر موجودًا، وربما حُذف.',
  backToList: 'العودة إلى القائمة',
  ok: 'موافق',
  cancel: 'إلغاء',
} as const satisfies Translation<typeof en.contentText>;

export const fileRecordText = {
  title: 'العنوان',
  description: 'الوصف',
  save: 'حفظ',
  changeTitle: 'تغيير العنوان',
  change: 'تغيير',
  editDetails: 'تعديل التفاصيل',
  editFile: 'تعديل الملف',
  submit: 'إرسال',
  newFile: 'ملف جديد',
  currentFile: (fileName: string) => `الملف الحالي: ${fileName}`,
  deleteQuestion: 'هل تريد حذف هذا الملف فعلًا:',
} as const satisfies Translation<typeof en.fileRecordText>;

const count = (number: number) => formatCount('ar', number);

export const pagerText = {
  /** Read before the list's name: «صفحات قائمة الطلاب». */
  pagesOf: 'صفحات',
  previous: 'السابق',
  next: 'التالي',
  page: (number: number, pages: number) => `الصفحة ${count(number)} من ${count(pages)}`,
  showing: (first: number, last: number, total: number) => `عرض ${count(first)}–${count(last)} من ${count(total)}`,
} as const satisfies Translation<typeof en.pagerText>;

export const uploadText = {
  progress: 'تقدّم الرفع',
  percent: (percent: number) => `جارٍ الرفع… ${new Intl.NumberFormat('ar', { style: 'percent' }).format(percent / 100)}`,
  cancel: 'إلغاء الرفع',
  cancelled: 'أُلغي الرفع.',
} as const satisfies Translation<typeof en.uploadText>;

/** Toasts after a tutor's change, with the area's noun and its article: «تم حفظ الواجب». */
export const resultText = {
  saved: (noun: string) => `تم حفظ ${noun}`,
  updated: (noun: string) => `تم تحديث ${noun}`,
  fileReplaced: (noun: string) => `تم استبدال ملف ${noun}`,
  deleted: (noun: string) => `تم حذف ${noun}`,
} as const satisfies Translation<typeof en.resultText>;
