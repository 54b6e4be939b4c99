import { plural } from '../plural.ts';
import type { Translation } from '../translation.ts';
import type * as en from '../registers.ts';

export const registerMessages = {
  dayInvalid: 'يجب أن يكون اليوم تاريخًا حقيقيًا مكتوبًا مثل 2026-11-23',
  closedDay: 'المدرسة مغلقة في هذا اليوم: لا يُسجَّل فيه الحضور.',
  classNotFound: 'هذا الفصل غير موجود.',
  statusInvalid: 'يجب أن تكون العلامة: حاضر أو غائب أو متأخر أو بعذر',
  studentIdInvalid: 'أرسل كل طالب بمعرّفه',
  noteLong: (most: number) => `يجب ألا تزيد الملاحظة على ${plural('ar', most, { zero: '# حرف', one: 'حرف واحد', two: 'حرفين', few: '# أحرف', many: '# حرفًا', other: '# حرف' })}`,
  tooMany: (most: number) => `لا يمكن تسجيل أكثر من ${plural('ar', most, { zero: '# طالب', one: 'طالب واحد', two: 'طالبين', few: '# طلاب', many: '# طالبًا', other: '# طالب' })} في المرة الواحدة`,
  notOnRoster: 'أحد الطلاب المسجَّلين ليس في هذا الفصل. أعد تحميل سجل الحضور وحاول مجددًا.',
  twice: 'سُجّل طالب مرتين. سجّل كل طالب مرة واحدة.',
} as const satisfies Translation<typeof en.registerMessages>;
