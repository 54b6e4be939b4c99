import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../events.ts';

export const eventsText = {
  /** With the article: the toasts say «تم حفظ الفعالية». */
  noun: 'الفعالية',
  formHeading: 'فعالية جديدة',
  event: 'الفعالية',
  club: 'الجهة المنظِّمة',
  description: 'الوصف',
  date: 'التاريخ',
  save: 'حفظ',
  showAll: 'عرض جميع الفعاليات',
  allHeading: 'جميع الفعاليات',
  empty: 'لم تُضف أي فعاليات بعد.',
  dateColumn: 'التاريخ',
  pastDate: (date: string) => `${date} (انتهت)`,
  clubColumn: 'النادي',
  eventColumn: 'الفعالية',
  editColumn: 'تعديل',
  deleteColumn: 'حذف',
  editHeading: 'تعديل الفعالية',
  changeEvent: 'تغيير الموضوع',
  changeClub: 'تغيير النادي',
  change: 'تغيير',
  deleteQuestion: 'ستُحذف الفعالية التالية نهائيًا:',
  conductedBy: (club: string) => `الجهة المنظِّمة: ${club}`,
  eventDate: (date: string) => `التاريخ: ${date}`,
  listHeading: 'الفعاليات',
} as const satisfies Translation<typeof en.eventsText>;
