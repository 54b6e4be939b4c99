import { plural } from '../plural.ts';
import type { Translation } from '../translation.ts';
import type * as en from '../auth.ts';

export const landingText = {
  title: 'معلم أم طالب؟',
  student: 'طالب؟',
  tutor: 'معلم؟',
  studentHint: 'سجّل الدخول أو أنشئ حسابًا لترى مهامك وحضورك ومذكراتك.',
  tutorHint: 'سجّل الدخول لإدارة الطلاب والحضور والمواد الدراسية.',
  guardian: 'ولي أمر؟ سجّل الدخول من هنا',
} as const satisfies Translation<typeof en.landingText>;

export const authPageDescriptions = {
  landing: 'Studyhall، موقع الدروس في المدرسة: يسجّل الطلاب الدخول أو ينشئون حسابًا، ويسجّل المعلمون الدخول.',
  studentLogin: 'سجّل الدخول طالبًا لترى مهام اليوم والحضور والواجبات والمذكرات والفعاليات والصور.',
  tutorLogin: 'سجّل الدخول معلمًا لإدارة الطلاب والحضور والواجبات والإعلانات والمذكرات والفعاليات والصور.',
  guardianLogin: 'سجّل الدخول وليَّ أمر لترى حضور أبنائك وواجباتهم والإعلانات والفعاليات.',
  signup: 'أنشئ حساب طالب باسمك وبريدك الإلكتروني ورقم تواصلك، ويُؤكَّد برمز من 6 أرقام يصلك بالبريد الإلكتروني.',
} as const satisfies Translation<typeof en.authPageDescriptions>;

export const loginText = {
  heading: 'تسجيل الدخول',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  submit: 'دخول',
  submitting: 'جارٍ تسجيل الدخول…',
  backHome: 'العودة إلى البداية',
  toSignup: 'جديد هنا؟ أنشئ حسابًا',
  studentTitle: 'دخول الطلاب',
  tutorTitle: 'دخول المعلمين',
  guardianTitle: 'دخول أولياء الأمور',
  studentLinks: 'حساب الطالب',
  guardianLinks: 'حساب ولي الأمر',
} as const satisfies Translation<typeof en.loginText>;

export const passwordToggleText = { show: 'إظهار كلمة المرور', hide: 'إخفاء كلمة المرور' } as const satisfies Translation<typeof en.passwordToggleText>;

export const signupText = {
  title: 'تسجيل طالب جديد',
  heading: 'إنشاء حساب',
  back: 'العودة إلى تسجيل الدخول',
  fname: 'الاسم الكامل',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  confirmPassword: 'تأكيد كلمة المرور',
  contact: 'رقم التواصل',
  submit: 'إنشاء الحساب',
  otpHeading: 'أدخل الرمز',
  otpSentTo: (email: string) => `أرسلنا رمزًا من 6 أرقام إلى ${email}.`,
  otpLabel: 'الرمز',
  otpSubmit: 'تأكيد',
  resendCode: 'إرسال رمز جديد',
  changeDetails: 'تعديل البيانات',
  creating: 'جارٍ إنشاء حسابك…',
  created: 'حسابك جاهز. يرجى تسجيل الدخول.',
} as const satisfies Translation<typeof en.signupText>;

export const shellText = {
  studentGreeting: 'مرحبًا',
  morning: 'صباح الخير',
  afternoon: 'نهارك سعيد',
  evening: 'مساء الخير',
  greetingComma: '،',
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  menu: 'القائمة',
  logout: 'تسجيل الخروج',
  logoutQuestion: 'هل تريد تسجيل الخروج فعلًا؟',
  logoutConfirm: 'خروج',
  cancel: 'إلغاء',
  footer: 'خط المساعدة',
} as const satisfies Translation<typeof en.shellText>;

export const authApiMessages = {
  codeSent: (email: string) => `أُرسل رمز إلى ${email}`,
  codeAlreadySent: (email: string) => `أُرسل رمز إلى ${email} قبل أقل من دقيقة. يرجى التحقق من بريدك.`,
  codeTooSoon: 'يرجى الانتظار دقيقة قبل طلب رمز آخر.',
  codeTooOften: 'طُلبت رموز كثيرة لهذا البريد الإلكتروني. يرجى المحاولة مجددًا بعد ساعة.',
  signupThrottled: (wait: string) => `طُلبت رموز تسجيل كثيرة. يرجى المحاولة مجددًا بعد ${wait}.`,
  loginThrottled: (wait: string) => `محاولات دخول فاشلة كثيرة. يرجى المحاولة مجددًا بعد ${wait}.`,
  passwordThrottled: (wait: string) => `أُدخلت كلمات مرور خاطئة كثيرة. يرجى المحاولة مجددًا بعد ${wait}.`,
  codeNotSent: 'تعذّر إرسال الرمز. يرجى المحاولة لاحقًا.',
  loginAgain: 'انتهت جلستك. يرجى تسجيل الدخول مجددًا.',
  wrongArea: 'هذه الصفحة ليست لحسابك.',
  adminOnly: 'لا يقوم بهذا إلا مسؤول المدرسة.',
  created: 'أُنشئ الحساب',
} as const satisfies Translation<typeof en.authApiMessages>;

/** A wait as the throttling messages say it, after «بعد»: whole minutes, rounded up. */
export const waitText = {
  minutes(milliseconds: number): string {
    const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
    return plural('ar', minutes, { zero: '# دقيقة', one: 'دقيقة واحدة', two: 'دقيقتين', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' });
  },
} satisfies Translation<typeof en.waitText>;
