import type { Translation } from '../translation.ts';
import type * as en from '../password-reset.ts';

export const passwordResetMessages = {
  codeSent: 'إن كان لهذا البريد الإلكتروني حساب، فقد أرسلنا إليه رمزًا من 6 أرقام صالحًا لمدة 10 دقائق.',
  wrongCode: 'هذا الرمز خاطئ أو لم يعد صالحًا. يرجى التحقق منه، أو طلب رمز جديد.',
  positionInvalid: 'حدّد هل هذا حساب طالب أم حساب معلم.',
  throttled: (wait: string) => `طُلبت رموز كثيرة. يرجى المحاولة مجددًا بعد ${wait}.`,
  done: 'تغيّرت كلمة مرورك. يرجى تسجيل الدخول بالكلمة الجديدة.',
} as const satisfies Translation<typeof en.passwordResetMessages>;
