import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../password-reset.ts';

export const passwordResetText = {
  heading: 'إعادة تعيين كلمة المرور',
  email: 'البريد الإلكتروني',
  sendCode: 'إرسال الرمز',
  sending: 'جارٍ الإرسال…',
  codeHeading: 'أدخل الرمز',
  codeSentTo: (email: string) => `إن كان لـ ${email} حساب، فقد أرسلنا إليه رمزًا من 6 أرقام صالحًا لمدة 10 دقائق.`,
  code: 'الرمز',
  password: 'كلمة المرور الجديدة',
  confirmPassword: 'تأكيد كلمة المرور الجديدة',
  submit: 'تعيين كلمة المرور الجديدة',
  saving: 'جارٍ تعيين كلمة المرور…',
  resendCode: 'إرسال رمز جديد',
  changeEmail: 'تغيير البريد الإلكتروني',
  backToLogin: 'العودة إلى تسجيل الدخول',
} as const satisfies Translation<typeof en.passwordResetText>;
