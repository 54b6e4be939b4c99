import type { Translation } from '../translation.ts';
import type * as en from '../tutors.ts';

export const tutorMessages = {
  notFound: 'هذا المعلم غير موجود. أعد تحميل الصفحة.',
  lastAdmin: 'يجب أن يبقى في المدرسة مسؤول واحد على الأقل يستطيع تسجيل الدخول. اجعل معلمًا آخر مسؤولًا أولًا.',
  notYourselfBlocked: 'لا يمكنك حظر حسابك. يستطيع ذلك مسؤول آخر.',
  notYourselfAdmin: 'لا يمكنك إزالة صلاحيات المسؤول عن نفسك. يستطيع ذلك مسؤول آخر.',
  nothingToChange: 'أرسل blocked أو admin',
  flagInvalid: 'أجب بـ true أو false',
  passwordChosen: 'اختار هذا المعلم كلمة مرور من قبل: يسجّل الدخول بها، ويعيّن «نسيت كلمة المرور» كلمة جديدة.',
  blocked: 'هذا المعلم محظور. ألغِ حظره أولًا، ثم أرسل الدعوة.',
  invitationSent: (email: string) => `أُعيد إرسال الدعوة إلى ${email}. يعمل الرابط الجديد مرة واحدة، لمدة 7 أيام؛ ولم يعد الرابط السابق يعمل.`,
} as const satisfies Translation<typeof en.tutorMessages>;
