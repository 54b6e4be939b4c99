import { plural } from '../plural.ts';
import type { Translation } from '../translation.ts';
import type * as en from '../school.ts';

export const schoolMessages = {
  nameRequired: 'اسم المدرسة مطلوب',
  nameLong: (max: number) => `يجب ألا يزيد اسم المدرسة على ${plural('ar', max, { zero: '# حرف', one: 'حرف واحد', two: 'حرفين', few: '# أحرف', many: '# حرفًا', other: '# حرف' })}`,
  helplineInvalid: 'يجب أن يكون خط المساعدة رقم هاتف من 7 إلى 15 رقمًا (المسافات و+ و- مسموحة)، أو أن يبقى فارغًا',
  timeZoneInvalid: 'اختر منطقة زمنية من القائمة، مثل Asia/Kolkata',
  weekdaysInvalid: 'أيام الإغلاق أرقام من 0 (الأحد) إلى 6 (السبت)',
  allClosed: 'يجب أن تكون المدرسة مفتوحة يومًا واحدًا على الأقل في الأسبوع',
  holidayInvalid: 'يجب أن تكون كل إجازة تاريخًا حقيقيًا مكتوبًا مثل 2026-12-25',
  holidaysTooMany: (max: number) => `لا يمكن أن تذكر المدرسة أكثر من ${plural('ar', max, { zero: '# إجازة', one: 'إجازة واحدة', two: 'إجازتين', few: '# إجازات', many: '# إجازة', other: '# إجازة' })}`,
  languageInvalid: 'يجب أن تكون اللغة رمزًا مثل en أو hi أو pt-BR',
  absenceAlertsInvalid: 'يجب أن تكون تنبيهات الغياب مفعّلة (true) أو متوقفة (false)',
} as const satisfies Translation<typeof en.schoolMessages>;
