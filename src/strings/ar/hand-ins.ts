import type { SubmissionStatus } from '../../../contract/records/coursework.ts';
import { plural } from '../../../contract/strings/plural.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../hand-ins.ts';

export { statusOrder } from '../hand-ins.ts';

export const statusText: Record<SubmissionStatus, string> = {
  assigned: 'لم يُسلَّم بعد',
  'handed-in': 'سُلِّم',
  late: 'متأخر',
  missing: 'فائت',
  returned: 'مُعاد',
} satisfies Translation<typeof en.statusText>;

/** One status's count, as the list says it: «12 سلّموا». */
const counts: Record<SubmissionStatus, (count: number) => string> = {
  assigned: (n) => plural('ar', n, { zero: '# لم يسلّموا بعد', one: 'واحد لم يسلّم بعد', two: 'اثنان لم يسلّما بعد', few: '# لم يسلّموا بعد', many: '# لم يسلّموا بعد', other: '# لم يسلّموا بعد' }),
  'handed-in': (n) => plural('ar', n, { zero: 'لم يسلّم أحد', one: 'واحد سلّم', two: 'اثنان سلّما', few: '# سلّموا', many: '# سلّموا', other: '# سلّموا' }),
  late: (n) => plural('ar', n, { zero: 'لا متأخرين', one: 'متأخر واحد', two: 'متأخران', few: '# متأخرين', many: '# متأخرًا', other: '# متأخر' }),
  missing: (n) => plural('ar', n, { zero: 'لا أحد فاته التسليم', one: 'واحد فاته التسليم', two: 'اثنان فاتهما التسليم', few: '# فاتهم التسليم', many: '# فاتهم التسليم', other: '# فاتهم التسليم' }),
  returned: (n) => plural('ar', n, { zero: 'لا أعمال مُعادة', one: 'عمل واحد مُعاد', two: 'عملان مُعادان', few: '# أعمال مُعادة', many: '# عملًا مُعادًا', other: '# عمل مُعاد' }),
};

export const handInsText = {
  dueDate: 'موعد التسليم (اختياري)',
  dueTime: 'وقت التسليم',
  dueTimeMissing: 'أدخل وقت التسليم',
  dueDateMissing: 'أدخل يوم التسليم',
  points: 'النقاط (اختيارية)',
  handInOpen: 'يستطيع الطلاب التسليم',
  dueColumn: 'موعد التسليم',
  noDue: 'بلا موعد تسليم',
  handInsColumn: 'التسليمات',
  handInClosed: 'التسليم مغلق',
  openHandIns: 'التسليمات',
  count: (count: number, status: SubmissionStatus) => counts[status](count),
  noStudents: 'لا طلاب',
  heading: (title: string) => `التسليمات: ${title}`,
  back: 'العودة إلى الواجبات',
  downloadAll: 'تنزيل الكل (ZIP)',
  empty: 'هذا الواجب ليس لأي طالب بعد.',
  noneWithStatus: 'لا طالب في هذه الحالة.',
  filter: 'عرض',
  allStatuses: 'جميع الطلاب',
  rollNo: 'رقم القيد',
  name: 'الاسم',
  status: 'الحالة',
  handedInAt: 'وقت التسليم',
  files: 'الملفات',
  grade: 'الدرجة',
  gradeOutOf: (points: number) => `الدرجة (من ${points.toLocaleString('ar')})`,
  feedback: 'التعليق',
  answer: 'الإجابة',
  noAnswer: 'لا إجابة مكتوبة.',
  noFiles: 'لا ملفات.',
  save: 'حفظ',
  return: 'إعادة',
  undoReturn: 'التراجع عن الإعادة',
  backToTable: 'العودة إلى التسليمات',
  saved: 'حُفظت الدرجة والتعليق',
  returned: 'أُعيد العمل',
  unreturned: 'تم التراجع عن الإعادة',
} as const satisfies Translation<typeof en.handInsText>;
