import { IMPORT_COLUMNS } from '../../records/student-import.ts';
import { plural } from '../plural.ts';
import type { Translation } from '../translation.ts';
import type * as en from '../student-import.ts';

const COLUMNS = IMPORT_COLUMNS.join(', ');

const characters = (n: number) => plural('ar', n, { zero: '# حرف', one: 'حرف واحد', two: 'حرفين', few: '# أحرف', many: '# حرفًا', other: '# حرف' });

export const studentImportMessages = {
  dryRunInvalid: 'يجب أن تكون قيمة dryRun هي 1 أو 0',
  headerInvalid: `يجب أن يذكر السطر الأول الأعمدة ${COLUMNS} بهذا الترتيب، مفصولة بفواصل أو فواصل منقوطة.`,
  tooManyRows: (most: number) => `في الملف أكثر من ${plural('ar', most, { zero: '# طالب', one: 'طالب واحد', two: 'طالبين', few: '# طلاب', many: '# طالبًا', other: '# طالب' })}، وهو أقصى ما يقبله استيراد واحد. قسّمه إلى ملفات أصغر.`,
  lineTooLong: (line: number, most: number) => `السطر ${line.toLocaleString('ar')} أطول من ${characters(most)}. تحقّق من إغلاق كل علامة اقتباس فيه.`,
  quoteNotClosed: (line: number) => `علامة اقتباس فُتحت في السطر ${line.toLocaleString('ar')} لم تُغلق.`,
  lineUnreadable: (line: number) => `السطر ${line.toLocaleString('ar')} ليس CSV صالحًا: يجب أن تنتهي الخلية المقتبسة بعلامة اقتباس، وتُكتب علامة الاقتباس داخلها مرتين ("").`,
  notText: 'الملف ليس نصًا بترميز UTF-8. احفظه من جدول البيانات بصيغة «CSV UTF-8» واختره مجددًا.',
  busy: 'يجري تطبيق استيراد آخر. انتظر حتى ينتهي، ثم حاول مجددًا.',
  changedMeanwhile: 'تغيّر الطلاب أو الفصول أثناء تطبيق الملف، فلم يتغيّر شيء. يرجى تطبيقه مجددًا.',
  cellCount: (count: number) =>
    `في هذا السطر ${plural('ar', count, { zero: 'لا خلايا', one: 'خلية واحدة', two: 'خليتان', few: '# خلايا', many: '# خلية', other: '# خلية' })}؛ يحتاج كل سطر إلى ${plural('ar', IMPORT_COLUMNS.length, { zero: '# عمود', one: 'عمود واحد', two: 'عمودين', few: '# أعمدة', many: '# عمودًا', other: '# عمود' })}: ${COLUMNS}`,
  admissionNoLong: (most: number) => `يجب ألا يزيد رقم القيد على ${characters(most)}`,
  emailOfStudent: (admissionNo: string) => `عنوان البريد الإلكتروني هذا للطالب صاحب رقم القيد ${admissionNo}`,
  sameAdmissionNo: (line: number) => `للسطر ${line.toLocaleString('ar')} رقم القيد نفسه`,
  sameEmail: (line: number) => `للسطر ${line.toLocaleString('ar')} عنوان البريد الإلكتروني نفسه`,
  sameStudent: (line: number) => `السطر ${line.toLocaleString('ar')} عن الطالب نفسه`,
  archivedClass: (name: string) => `الفصل «${name}» مؤرشف: استعده من صفحة الفصول أولًا، أو احذفه من السطر`,
  className: (name: string, message: string) => `الفصل «${name}»: ${message}`,
  guardianInvalid: (email: string) => `بريد ولي الأمر «${email}» ليس عنوان بريد إلكتروني صالحًا`,
  guardianIsStudent: 'لا يمكن أن يكون بريد ولي الأمر هو بريد الطالب نفسه',
  guardianNotGuardian: (email: string) => `بريد ولي الأمر «${email}» لحساب طالب أو معلم: يحتاج ولي الأمر إلى عنوان خاص به`,
  nextNumber: 'يأخذ رقم القيد المتاح التالي',
  givenNumber: (admissionNo: string) => `أُعطي رقم القيد ${admissionNo}`,
  createsClass: (name: string) => `يُنشئ الفصل «${name}»`,
  changes: (fields: readonly string[]) => `يغيّر ${fields.join(' و')}`,
  fields: { name: 'الاسم', email: 'البريد الإلكتروني', contact: 'رقم التواصل', classes: 'الفصول', guardians: 'بريد أولياء الأمور' },
} as const satisfies Translation<typeof en.studentImportMessages>;
