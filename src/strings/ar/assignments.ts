import { plural } from '../../../contract/strings/plural.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../assignments.ts';

export const assignmentsText = {
  /** With the article: the toasts say «تم حفظ الواجب». */
  noun: 'الواجب',
  listHeading: 'قسم الواجبات',
  empty: 'لم تُرفع أي واجبات بعد.',
  dateColumn: 'تاريخ الرفع',
  titleColumn: 'العنوان',
  deleteColumn: 'حذف الواجب',
  download: 'تنزيل الواجب',
  add: 'إضافة واجب جديد',
  file: 'الملف',
  backToDetails: 'رجوع',
} as const satisfies Translation<typeof en.assignmentsText>;

export const assignmentTermsText = {
  status: {
    assigned: 'لم يُسلَّم',
    'handed-in': 'سُلِّم',
    late: 'متأخر',
    missing: 'فائت',
    returned: 'مُعاد',
  },
  dueShort: (when: string) => `موعد التسليم ${when}`,
  dueSoon: (days: number) => ({
    heading: 'يحين موعدها قريبًا',
    none: `لا شيء يحين موعده خلال ${plural('ar', days, { zero: '# يوم', one: 'اليوم القادم', two: 'اليومين القادمين', few: 'الأيام الـ# القادمة', many: 'الـ# يومًا القادمة', other: 'الـ# يوم القادمة' })}.`,
  }),
  overdue: { heading: 'فات موعدها', none: 'لا شيء فات موعده.' },
} as const satisfies Translation<typeof en.assignmentTermsText>;
