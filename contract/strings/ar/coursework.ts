import { plural } from '../plural.ts';
import type { Translation } from '../translation.ts';
import type * as en from '../coursework.ts';

const characters = (n: number) => plural('ar', n, { zero: '# حرف', one: 'حرف واحد', two: 'حرفين', few: '# أحرف', many: '# حرفًا', other: '# حرف' });

export const assignmentTermsMessages = {
  dueInvalid: 'أدخل موعد التسليم تاريخًا ووقتًا بصيغة ISO 8601 مع فارق التوقيت، مثل 2026-11-30T17:00:00+05:30',
  pointsInvalid: (max: number) => `يجب أن تكون النقاط عددًا صحيحًا من 0 إلى ${max.toLocaleString('ar')}`,
  handInOpenInvalid: 'يجب أن تكون قيمة handInOpen هي true أو false',
} as const satisfies Translation<typeof en.assignmentTermsMessages>;

export const submissionMessages = {
  assignmentNotFound: 'هذا الواجب غير موجود، وربما حُذف.',
  studentNotFound: 'هذا الطالب ليس من طلاب الواجب.',
  nothingHandedIn: 'أضف ملفًا أو اكتب إجابة قبل التسليم.',
  handInClosed: 'التسليم مغلق لهذا الواجب. اسأل معلمك إن كنت لا تزال بحاجة إلى التسليم.',
  alreadyReturned: 'أعاد معلمك هذا العمل، فلم يعد تغييره ممكنًا.',
  textLong: (most: number) => `يجب ألا تزيد الإجابة على ${characters(most)}`,
  gradeLong: (most: number) => `يجب ألا تزيد الدرجة على ${characters(most)}`,
  feedbackLong: (most: number) => `يجب ألا يزيد التعليق على ${characters(most)}`,
  returnedInvalid: 'يجب أن تكون قيمة returned هي true أو false',
} as const satisfies Translation<typeof en.submissionMessages>;
