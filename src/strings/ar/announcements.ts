import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../announcements.ts';

export const announcementsText = {
  /** With the article: the toasts say «تم حفظ الإعلان». */
  noun: 'الإعلان',
  formHeading: 'إعلان جديد',
  subject: 'الموضوع',
  description: 'الوصف',
  file: 'المرفقات',
  fileHint: 'اختياري: صورة أو ملف PDF',
  save: 'حفظ',
  showAll: 'عرض الإعلانات السابقة',
  allHeading: 'الإعلانات السابقة',
  empty: 'لم تُنشر أي إعلانات بعد.',
  dateColumn: 'التاريخ',
  titleColumn: 'الإعلان',
  editColumn: 'تعديل',
  deleteColumn: 'حذف',
  editHeading: 'تعديل الإعلان',
  changeSubject: 'تغيير الموضوع',
  changeDescription: 'تغيير الوصف',
  change: 'تغيير',
  deleteQuestion: 'سيُحذف الإعلان التالي',
  moreInformation: 'مزيد من المعلومات',
  announcedOn: (date: string) => `تاريخ الإعلان: ${date}`,
  imageAlt: (subject: string) => `صورة مرفقة بـ«${subject}»`,
  download: 'تنزيل المرفق',
  listHeading: 'الإعلانات',
  studentDateColumn: 'تاريخ الإعلان',
  studentTitleColumn: 'الموضوع',
} as const satisfies Translation<typeof en.announcementsText>;
