import { digestNames } from '../../../contract/strings/ar/digests.ts';
import { plural } from '../../../contract/strings/plural.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from './en.ts';

/**
 * The mails in Arabic (docs/translation-glossary.md): every key of en.ts. Plain text, which mail
 * clients lay out right to left by its content; a day's status is quoted («غائب») so no word
 * has to agree with the child's gender or case.
 */
export const mailWords = {
  greeting: (fname: string) => `مرحبًا ${fname}،`,
  // Counts follow لمدة, in the genitive: لمدة دقيقتين، لمدة 10 دقائق، لمدة 11 دقيقة.
  minutes: (count: number) => plural('ar', count, { zero: '# دقيقة', one: 'دقيقة واحدة', two: 'دقيقتين', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' }),
  hours: (count: number) => plural('ar', count, { zero: '# ساعة', one: 'ساعة واحدة', two: 'ساعتين', few: '# ساعات', many: '# ساعة', other: '# ساعة' }),
  days: (count: number) => plural('ar', count, { zero: '# يوم', one: 'يوم واحد', two: 'يومين', few: '# أيام', many: '# يومًا', other: '# يوم' }),
  positions: { student: 'طالب', tutor: 'معلم', guardian: 'ولي أمر' },
  statuses: { present: 'حاضر', absent: 'غائب', late: 'متأخر', excused: 'بعذر' },

  signupCode: {
    subject: 'رمز إنشاء حسابك في Studyhall',
    welcome: 'مرحبًا بك في Studyhall.',
    enterCode: 'أدخل هذا الرمز لإكمال إنشاء الحساب:',
    validFor: (minutes: string) => `الرمز صالح لمدة ${minutes}. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة.`,
  },
  accountExists: {
    subject: 'رمز إنشاء حسابك في Studyhall',
    hasAccount: 'طلب أحدهم إنشاء حساب في Studyhall بعنوان البريد الإلكتروني هذا، لكن له حسابًا بالفعل.',
    logIn: 'لا حاجة إلى رمز، سجّل الدخول من هنا:',
    forgotPassword: 'إذا نسيت كلمة المرور، فاختر «نسيت كلمة المرور؟» هناك. إذا لم تطلب إنشاء حساب، يمكنك تجاهل هذه الرسالة.',
  },
  passwordReset: {
    subject: 'رمز إعادة تعيين كلمة المرور في Studyhall',
    someoneAsked: 'طلب أحدهم إعادة تعيين كلمة المرور لحسابك في Studyhall.',
    enterCode: 'أدخل هذا الرمز لاختيار كلمة مرور جديدة:',
    validFor: (minutes: string) => `الرمز صالح لمدة ${minutes}. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة: تبقى كلمة المرور كما هي.`,
  },
  invitation: {
    subject: (schoolName: string) => `دعوة من ${schoolName} إلى Studyhall`,
    made: (schoolName: string, position: string) => `أنشأت ${schoolName} لك حسابًا في Studyhall بصفة ${position}. اختر كلمة المرور من هنا للبدء:`,
    linkWorks: (validFor: string) => `يعمل الرابط مرة واحدة، لمدة ${validFor}. بعدها سجّل الدخول بعنوان البريد الإلكتروني هذا وكلمة المرور. إذا لم تكن تتوقع هذه الرسالة، يمكنك تجاهلها.`,
  },
  resetLink: {
    subject: 'اختر كلمة مرور جديدة في Studyhall',
    started: (schoolName: string) => `بدأ أحد المعلمين في ${schoolName} إعادة تعيين كلمة المرور لحسابك في Studyhall. اختر كلمة مرور جديدة من هنا:`,
    linkWorks: (validFor: string) => `يعمل الرابط مرة واحدة، لمدة ${validFor}. حتى تستخدمه تبقى كلمة المرور كما هي. إذا لم تطلب ذلك، فأبلغ مدرستك.`,
  },
  guardianLinked: {
    subject: (childName: string) => `تمت إضافة ${childName} إلى حسابك في Studyhall`,
    added: (schoolName: string, childName: string) => `أضافت ${schoolName} ${childName} إلى حساب ولي الأمر الخاص بك في Studyhall. ستجده بجانب أبنائك الآخرين، بتسجيل الدخول نفسه:`,
    notExpected: 'إذا لم تكن تتوقع هذه الرسالة، فأبلغ مدرستك.',
  },
  absenceAlert: {
    subject: (childName: string, status: string, schoolName: string) => `تم تسجيل ${childName} «${status}» اليوم في ${schoolName}`,
    marked: (childName: string, status: string, schoolName: string, day: string) => `تم تسجيل ${childName} «${status}» في ${schoolName} يوم ${day}.`,
    callSchool: (schoolName: string, helpline: string) => `إذا لم يكن هذا صحيحًا، أو لإبلاغ المدرسة بالسبب، فاتصل بـ${schoolName} على الرقم ${helpline}.`,
    contactSchool: (schoolName: string) => `إذا لم يكن هذا صحيحًا، أو لإبلاغ المدرسة بالسبب، فيُرجى التواصل مع ${schoolName}.`,
  },
  absenceFollowUp: {
    subject: (childName: string, status: string, schoolName: string) => `تم تعديل حالة ${childName} إلى «${status}» في ${schoolName}`,
    corrected: (childName: string, status: string, schoolName: string, day: string) => `تصحيحًا لرسالتنا السابقة: تم تعديل حالة ${childName} في ${schoolName} يوم ${day} إلى «${status}».`,
    callSchool: (schoolName: string, helpline: string) => `للاستفسار، اتصل بـ${schoolName} على الرقم ${helpline}.`,
    contactSchool: (schoolName: string) => `للاستفسار، يُرجى التواصل مع ${schoolName}.`,
  },
  absenceStreak: {
    subject: (childName: string, admissionNo: string) => `غياب ${childName} (${admissionNo}) ثلاثة أيام دراسية متتالية`,
    absent: (childName: string, admissionNo: string, schoolName: string, lastDay: string) =>
      `تم تسجيل غياب ${childName} (رقم القيد ${admissionNo})، من طلاب فصلك في ${schoolName}، ثلاثة أيام دراسية متتالية، آخرها ${lastDay}:`,
    advice: 'قد ترغب في التواصل مع الأسرة.',
  },
  digest: {
    names: digestNames,
    subject: (schoolName: string, digestName: string) => `${schoolName}: ${digestName}`,
    whatIsNew: { weekly: (schoolName: string) => `إليك الجديد في ${schoolName} هذا الأسبوع.`, daily: (schoolName: string) => `إليك الجديد في ${schoolName} اليوم.` },
    newAssignments: 'واجبات جديدة:',
    dueWithin: (days: number) =>
      plural('ar', days, {
        zero: 'يحين موعد تسليمها خلال # يوم:',
        one: 'يحين موعد تسليمها خلال يوم واحد:',
        two: 'يحين موعد تسليمها خلال يومين:',
        few: 'يحين موعد تسليمها خلال # أيام:',
        many: 'يحين موعد تسليمها خلال # يومًا:',
        other: 'يحين موعد تسليمها خلال # يوم:',
      }),
    due: (title: string, when: string) => `- ${title}: موعد التسليم ${when}`,
    handedIn: ' (سُلِّم)',
    notHandedIn: ' (لم يُسلَّم بعد)',
    newAnnouncements: 'إعلانات جديدة:',
    openStudyhall: 'افتح Studyhall:',
    why: (digestName: string) => `تصلك هذه الرسالة لأنك فعّلت ${digestName}. لإيقافها افتح هذا الرابط:`,
  },
} as const satisfies Translation<typeof en.mailWords>;
