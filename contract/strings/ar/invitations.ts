import type { Translation } from '../translation.ts';
import type * as en from '../invitations.ts';

export const invitationText = {
  title: 'اختر كلمة المرور',
  description: 'عيّن كلمة مرور حساب Studyhall الذي أنشأته مدرستك لك، ثم ابدأ.',
  heading: 'اختر كلمة المرور',
  intro: 'أرسلت مدرستك إليك هذا الرابط. اختر كلمة مرور لحسابك: 8 أحرف على الأقل، فيها حرف ورقم وواحد من @$!%*#?&.',
  submit: 'حفظ كلمة المرور وتسجيل الدخول',
  linkInvalid: 'هذا الرابط خاطئ أو مستخدم من قبل أو منتهي الصلاحية. يرجى أن تطلب من مدرستك إرسال رابط جديد.',
  noLink: 'تُفتح هذه الصفحة من الرابط الموجود في بريد الدعوة. يرجى فتح ذلك الرابط مجددًا كاملًا.',
  tokenInvalid: 'هذا الرابط غير مكتمل.',
  toLogin: 'الذهاب إلى تسجيل الدخول',
} as const satisfies Translation<typeof en.invitationText>;
