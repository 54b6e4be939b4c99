import type { Translation } from '../translation.ts';
import type * as en from '../setup.ts';

export const setupText = {
  title: 'إعداد مدرستك',
  description: 'أنشئ أول حساب مسؤول في مدرسة Studyhall هذه.',
  heading: 'إعداد مدرستك',
  intro: 'لا توجد حسابات في هذه المدرسة بعد. أنشئ أول حساب معلم: سيكون مسؤول المدرسة الذي يضيف المعلمين الآخرين والطلاب.',
  name: 'اسمك',
  email: 'البريد الإلكتروني',
  contact: 'رقم التواصل',
  password: 'كلمة المرور',
  confirmPassword: 'تأكيد كلمة المرور',
  submit: 'إنشاء حساب المسؤول',
  saving: 'جارٍ الإنشاء…',
  linkInvalid: 'رابط الإعداد هذا خاطئ أو مستخدم من قبل أو منتهي الصلاحية. أعد تشغيل الخادم (npm start) للحصول على رابط جديد، أو أضف أول معلم بالأمر: npm run tutor -- add',
  noLink: 'تُفتح هذه الصفحة من رابط الإعداد الذي يطبعه الخادم عند تشغيله (npm start). افتح ذلك الرابط كاملًا.',
  alreadySetUp: 'هذه المدرسة مُعدّة من قبل. سجّل الدخول معلمًا.',
  toLogin: 'الذهاب إلى دخول المعلمين',
  emptySchool: 'هذه المدرسة لم تُعدّ بعد. يفتح من يشغّل الخادم رابط الإعداد الذي طبعه عند تشغيله (npm start)، أو يضيف أول معلم بالأمر npm run tutor -- add.',
} as const satisfies Translation<typeof en.setupText>;
