import type { ImportAction } from '../../../contract/records/student-import.ts';
import { plural } from '../../../contract/strings/plural.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../student-import.ts';

/** Counts after a verbal noun («استيراد طالبين»): the genitive forms. */
const students = (n: number) => plural('ar', n, { zero: '# طالب', one: 'طالب واحد', two: 'طالبين', few: '# طلاب', many: '# طالبًا', other: '# طالب' });
const rows = (n: number) => plural('ar', n, { zero: '# صف', one: 'صف واحد', two: 'صفين', few: '# صفوف', many: '# صفًا', other: '# صف' });
const errors = (n: number) => plural('ar', n, { zero: 'لا أخطاء', one: 'خطأ واحد', two: 'خطآن', few: '# أخطاء', many: '# خطأً', other: '# خطأ' });
const number = (n: number) => n.toLocaleString('ar');

const actions = { add: 'إضافة', update: 'تحديث', unchanged: 'دون تغيير', error: 'خطأ' } as const satisfies Record<ImportAction, string>;

export const studentImportText = {
  intro: 'أضف عدة طلاب أو حدّث بياناتهم دفعة واحدة من جدول بيانات محفوظ بصيغة CSV: صف للعناوين، ثم طالب في كل صف، بهذه الأعمدة وبهذا الترتيب.',
  lists: 'الخلية التي تحوي عدة فصول أو عناوين بريد إلكتروني تفصل بينها بـ ; (مثلًا 7A;Chess club).',
  allOrNothing: 'افحص الملف أولًا: الفحص لا يغيّر شيئًا. ثم استورده: تُستورد الصفوف كلها، أو لا يُستورد أي منها ما دام في أحدها خطأ.',
  columnsCaption: 'أعمدة الملف',
  columnHeader: 'العمود',
  meaningHeader: 'ما يحويه',
  columns: {
    admission_no: 'رقم قيد الطالب. الرقم الموجود في المدرسة يحدّث بيانات ذلك الطالب؛ والرقم الجديد يضيف طالبًا، والطالب الجديد بلا رقم يأخذ الرقم المتاح التالي.',
    full_name: 'الاسم الكامل للطالب.',
    email: 'عنوان بريده الإلكتروني، ولا يكون لأي حساب آخر. يصل الطالب الجديد بريد يدعوه إلى اختيار كلمة مرور.',
    contact: 'رقم هاتفه: من 7 إلى 15 رقمًا، مع السماح بالمسافات و- و+ في أوله.',
    classes: 'فصوله، بأسمائها، مفصولة بـ ;. الفصل غير الموجود في المدرسة يُنشأ.',
    guardian_emails: 'عناوين البريد الإلكتروني لوالديه أو أولياء أمره، مفصولة بـ ;. ويجوز تركها فارغة.',
  },
  file: 'ملف CSV',
  check: 'فحص الملف',
  checking: 'جارٍ فحص الملف…',
  applying: 'جارٍ استيراد الطلاب…',
  actions,
  checked: ({ add, update, unchanged, error }: Record<ImportAction, number>) =>
    `تم فحص ${rows(add + update + unchanged + error)}: ${number(add)} للإضافة، و${number(update)} للتحديث، و${number(unchanged)} دون تغيير، و${errors(error)}.`,
  imported: ({ add, update, unchanged }: Record<ImportAction, number>) =>
    `تم الاستيراد: إضافة ${students(add)}، وتحديث ${number(update)}، و${number(unchanged)} دون تغيير.`,
  newClasses: 'الفصول التي سينشئها الاستيراد',
  createdClasses: 'الفصول التي أُنشئت',
  apply: (n: number) => `استيراد ${students(n)}`,
  fixErrors: 'صحّح الصفوف التي فيها أخطاء في الملف وافحصه مجددًا: لا يمكن استيراد شيء ما دام في أي صف خطأ.',
  nothingToImport: 'كل طالب في الملف مطابق لما فيه: لا شيء لاستيراده.',
  changedSinceCheck: 'لم يُستورد شيء: تغيّرت المدرسة منذ فحص الملف، وصار في بعض الصفوف أخطاء. وهي مذكورة أدناه.',
  unreadable: 'أرسل الخادم تقريرًا لا تستطيع هذه الصفحة قراءته. يرجى المحاولة لاحقًا.',
  errorsHeading: (n: number) =>
    plural('ar', n, {
      zero: 'لا صفوف فيها أخطاء',
      one: 'صف واحد فيه خطأ',
      two: 'صفان فيهما أخطاء',
      few: '# صفوف فيها أخطاء',
      many: '# صفًا فيها أخطاء',
      other: '# صف فيها أخطاء',
    }),
  rowsHeading: 'الصفوف المراد استيرادها',
  importedRowsHeading: 'الصفوف المستوردة',
  lineColumn: 'السطر',
  rollnoColumn: 'رقم القيد',
  nameColumn: 'الاسم',
  actionColumn: 'الإجراء',
  messagesColumn: 'ملاحظات',
  show: 'الصفوف المعروضة',
  allRows: (n: number) => `الكل (${number(n)})`,
  rowsDoing: (action: ImportAction, n: number) => `${actions[action]} (${number(n)})`,
} as const satisfies Translation<typeof en.studentImportText>;
