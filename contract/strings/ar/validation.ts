import { plural } from '../plural.ts';
import type { Translation } from '../translation.ts';
import type * as en from '../validation.ts';

const phoneNumberInvalid = 'أدخل رقم هاتف: من 7 إلى 15 رقمًا، ويمكنك استخدام المسافات و+ و-';

export const signupMessages = {
  nameRequired: 'اسمك مطلوب',
  nameShort: 'يرجى إدخال اسمك الحقيقي',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'أدخل بريدًا إلكترونيًا صالحًا',
  passwordRequired: 'كلمة المرور مطلوبة',
  passwordShort: 'يجب ألا تقل كلمة المرور عن 8 أحرف',
  passwordWeak: 'يرجى إنشاء كلمة مرور أقوى (رموز خاصة، أرقام…)',
  confirmMismatch: 'يجب أن تتطابق كلمتا المرور',
  confirmRequired: 'تأكيد كلمة المرور مطلوب',
  contactRequired: 'رقم التواصل مطلوب',
  contactInvalid: phoneNumberInvalid,
  nameLong: 'يجب ألا يزيد اسمك على 100 حرف',
  emailLong: 'يجب ألا يزيد بريدك الإلكتروني على 254 حرفًا',
  passwordLong: 'يجب ألا تزيد كلمة المرور على 128 حرفًا',
} as const satisfies Translation<typeof en.signupMessages>;

export const loginMessages = {
  bothMissing: 'يرجى ملء الحقلين كليهما',
  oneMissing: 'البريد الإلكتروني أو كلمة المرور ناقص',
  wrongDetails: 'يرجى إدخال بيانات صحيحة',
  blocked: 'حسابك محظور!',
} as const satisfies Translation<typeof en.loginMessages>;

export const passwordChangeMessages = {
  currentRequired: 'كلمة مرورك الحالية مطلوبة',
  currentWrong: 'كلمة مرورك الحالية غير صحيحة.',
} as const satisfies Translation<typeof en.passwordChangeMessages>;

export const otpMessages = {
  wrong: 'الرمز الذي أدخلته خاطئ',
  format: 'يجب أن يتكون الرمز من 6 أرقام',
} as const satisfies Translation<typeof en.otpMessages>;

/** What `recordMessages.notFound` says of each area's record: the API names it by its English noun. */
const missingRecord: Readonly<Record<string, string>> = {
  assignment: 'هذا الواجب غير موجود، وربما حُذف.',
  note: 'هذه المذكرة غير موجودة، وربما حُذفت.',
  announcement: 'هذا الإعلان غير موجود، وربما حُذف.',
  event: 'هذه الفعالية غير موجودة، وربما حُذفت.',
};

export const recordMessages = {
  titleRequired: 'العنوان مطلوب',
  titleLong: 'يجب ألا يزيد العنوان على 200 حرف',
  descriptionRequired: 'الوصف مطلوب',
  descriptionLong: 'يجب ألا يزيد الوصف على 5000 حرف',
  dateInvalid: (example: string) => `يجب أن يكون التاريخ يومًا حقيقيًا مكتوبًا مثل ${example.trim()}`,
  notFound: (noun: string) => missingRecord[noun] ?? `هذا العنصر (${noun}) غير موجود، وربما حُذف.`,
} as const satisfies Translation<typeof en.recordMessages>;

export const announcementMessages = {
  subjectRequired: 'الموضوع مطلوب',
  subjectLong: 'يجب ألا يزيد الموضوع على 200 حرف',
  idRequired: 'حدّد الإعلان الذي تريد تغييره',
} as const satisfies Translation<typeof en.announcementMessages>;

export const eventMessages = {
  eventRequired: 'الفعالية مطلوبة',
  eventLong: 'يجب ألا يزيد اسم الفعالية على 200 حرف',
  clubRequired: 'النادي مطلوب',
  clubLong: 'يجب ألا يزيد اسم النادي على 200 حرف',
  dateRequired: 'التاريخ مطلوب',
  idRequired: 'حدّد الفعالية التي تريد تغييرها',
} as const satisfies Translation<typeof en.eventMessages>;

export const studentProfileMessages = {
  nameEmpty: 'لا يمكن ترك هذا الحقل فارغًا',
  nameInvalid: 'يرجى إدخال اسم صالح',
  emailEmpty: 'لا يمكن ترك هذا الحقل فارغًا',
  emailInvalid: 'يرجى إدخال بريد إلكتروني صالح',
  contactEmpty: 'لا يمكن ترك هذا الحقل فارغًا',
  contactInvalid: 'يرجى إدخال رقم تواصل صالح',
} as const satisfies Translation<typeof en.studentProfileMessages>;

export const userDetailsMessages = {
  nameRequired: 'الاسم الكامل مطلوب',
  nameLong: 'يجب ألا يزيد الاسم على 100 حرف',
  emailRequired: 'البريد الإلكتروني مطلوب',
  emailInvalid: 'أدخل بريدًا إلكترونيًا صالحًا',
  contactRequired: 'رقم التواصل مطلوب',
  contactInvalid: phoneNumberInvalid,
  emailTaken: 'عنوان البريد الإلكتروني هذا مستخدم في حساب آخر',
  notYours: 'لا يمكنك قراءة وتغيير إلا ملفك الشخصي',
  idRequired: 'حدّد الملف الشخصي الذي تريد قراءته',
  notFound: 'هذا الطالب غير موجود، وربما أُزيل.',
  blockedRequired: 'حدّد هل الطالب محظور',
} as const satisfies Translation<typeof en.userDetailsMessages>;

export const attendanceMessages = {
  sunday: 'الأحد يوم إجازة: لا يُسجَّل الحضور أيام الأحد.',
  unknownName: (name: string) => `لا يوجد طالب اسمه ${name}.`,
  ambiguousName: (name: string) => `يوجد أكثر من طالب اسمه ${name}: سجّلهم من القائمة.`,
  unknownStudent: 'أحد الطلاب المسجَّلين لم يعد موجودًا. أعد تحميل القائمة وحاول مجددًا.',
  monthInvalid: 'يجب أن يُكتب الشهر مثل 2026-11',
} as const satisfies Translation<typeof en.attendanceMessages>;

export const photoMessages = {
  subjectRequired: 'الموضوع مطلوب',
  subjectLong: 'يجب ألا يزيد الموضوع على 200 حرف',
  filesRequired: 'اختر صورة واحدة على الأقل',
  heic: 'تعذّرت قراءة صيغة صور الهاتف هذه (HEIC/HEIF) هنا. يرجى إرسال الصورة بصيغة JPEG.',
  unreadable: 'تعذّرت قراءة هذه الصورة: ربما كانت تالفة أو مقطوعة. يرجى إرسالها بصيغة JPEG أو PNG أو WebP أو GIF.',
  tooManyPixels: (megapixels: number) => `تزيد الصورة على ${megapixels.toLocaleString('ar')} ميغابكسل، وهو أقصى ما تقبله المدرسة.`,
  sideTooLong: (pixels: number) =>
    `يزيد عرض الصورة أو ارتفاعها على ${plural('ar', pixels, { zero: '# بكسل', one: 'بكسل واحد', two: 'بكسلين', few: '# بكسلات', many: '# بكسلًا', other: '# بكسل' })}، وهو أقصى ما تقبله المدرسة.`,
  tooNarrow: (ratio: number) =>
    `أحد جانبي الصورة أطول من الآخر بأكثر من ${plural('ar', ratio, { zero: '# مرة', one: 'مرة واحدة', two: 'مرتين', few: '# مرات', many: '# مرة', other: '# مرة' })}، وهو أقصى ما تقبله المدرسة.`,
  tooCostly: 'معالجة هذه الصورة تحتاج إلى ذاكرة أكثر مما تسمح به المدرسة لصيغتها وعمق ألوانها. يرجى إرسالها أصغر، أو بصيغة JPEG.',
  sectionNotFound: 'قسم الصور هذا غير موجود، وربما حُذف.',
  photoNotFound: 'هذه الصورة ليست في القسم، وربما حُذفت.',
  changeRequired: 'أرسل إما موضوعًا جديدًا، وإما filePath وfileName للصورة المراد حذفها',
} as const satisfies Translation<typeof en.photoMessages>;
