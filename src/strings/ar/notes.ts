import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../notes.ts';

export const notesText = {
  /** With the article: the toasts say «تم حفظ المذكرة». */
  noun: 'المذكرة',
  listHeading: 'المذكرات المرفوعة',
  empty: 'لم تُرفع أي مذكرات بعد.',
  dateColumn: 'تاريخ الرفع',
  titleColumn: 'العنوان',
  deleteColumn: 'حذف المذكرة',
  download: 'تنزيل المذكرة',
  add: 'إضافة مذكرة جديدة',
  file: 'رفع ملف',
  backToDetails: 'العودة إلى التفاصيل',
} as const satisfies Translation<typeof en.notesText>;
