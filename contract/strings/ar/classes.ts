import { plural } from '../plural.ts';
import type { Translation } from '../translation.ts';
import type * as en from '../classes.ts';

export const classMessages = {
  nameRequired: 'اسم الفصل مطلوب',
  nameLong: 'يجب ألا يزيد اسم الفصل على 60 حرفًا',
  nameSemicolon: 'لا يمكن أن يحتوي اسم الفصل على «;»: فهي تفصل بين الفصول في ملف CSV',
  nameTaken: (name: string) => `يوجد فصل مستخدم اسمه «${name}». اختر اسمًا آخر، أو أرشف ذلك الفصل أولًا.`,
  archivedInvalid: 'حدّد هل الفصل مؤرشف: true أو false',
  nothingToChange: 'أرسل اسمًا جديدًا أو archived أو tutorIds',
  idsInvalid: 'أرسل قائمة بالمعرّفات',
  tooMany: (most: number) => `لا يمكن إرسال أكثر من ${plural('ar', most, { zero: '# شخص', one: 'شخص واحد', two: 'شخصين', few: '# أشخاص', many: '# شخصًا', other: '# شخص' })} في المرة الواحدة`,
  notFound: 'هذا الفصل غير موجود.',
  unknownTutors: 'بعض المعلمين المختارين ليسوا من معلمي هذه المدرسة. أعد تحميل الصفحة واختر مجددًا.',
  unknownStudents: 'بعض الطلاب المختارين ليسوا من طلاب هذه المدرسة. أعد تحميل الصفحة واختر مجددًا.',
} as const satisfies Translation<typeof en.classMessages>;
