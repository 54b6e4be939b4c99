import { registerMessages } from '../../../contract/strings/ar/registers.ts';
import { plural } from '../../../contract/strings/plural.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../attendance.ts';

const absentees = (n: number) => plural('ar', n, { zero: 'لا غائبين', one: 'غائب واحد', two: 'غائبان', few: '# غائبين', many: '# غائبًا', other: '# غائب' });
const lateOnes = (n: number) => plural('ar', n, { zero: 'لا متأخرين', one: 'متأخر واحد', two: 'متأخران', few: '# متأخرين', many: '# متأخرًا', other: '# متأخر' });
const excusedOnes = (n: number) => plural('ar', n, { zero: 'لا أحد بعذر', one: 'واحد بعذر', two: 'اثنان بعذر', few: '# بعذر', many: '# بعذر', other: '# بعذر' });

export const attendanceText = {
  status: {
    present: 'حاضر',
    absent: 'غائب',
    late: 'متأخر',
    excused: 'غائب بعذر',
    'not-marked': 'غير مسجَّل',
    holiday: 'إجازة',
  },
  letter: { present: 'ح', absent: 'غ', late: 'م', excused: 'ع', 'not-marked': '–', holiday: 'إ' },

  absenteesOn: (dayInWords: string) => `الغائبون يوم ${dayInWords}`,
  noAbsentees: 'لا يوجد غائبون',
  markAbsentees: 'تسجيل الغائبين',
  markAbsenteesOn: (dayInWords: string) => `تسجيل الغائبين: ${dayInWords}`,
  select: 'تحديد',
  rollNo: 'رقم القيد',
  name: 'الاسم',
  submit: 'إرسال',
  selectStudent: (name: string) => `تحديد ${name}`,
  absentCount: absentees,
  noStudents: 'لم يسجّل أي طالب بعد.',
  saved: (dayInWords: string) => `حُفظ الغائبون ليوم ${dayInWords}`,
  downloadCsv: (monthYear: string) => `تنزيل ${monthYear} بصيغة CSV`,

  register: 'سجل الحضور',
  wholeSchool: 'المدرسة كلها',
  myClasses: 'فصولي',
  otherClasses: 'فصول أخرى',
  day: 'اليوم',
  previousDay: 'اليوم السابق',
  nextDay: 'اليوم التالي',
  registerOf: (className: string, dayInWords: string) => `${className}، ${dayInWords}`,
  notTaken: 'لم يُسجَّل بعد: الجميع حاضرون حتى يُسجَّل غير ذلك.',
  taken: (time: string, date: string, tutor: string) => `سجّله ${tutor} في ${date} الساعة ${time}`,
  closedDay: registerMessages.closedDay,
  noRoster: 'لا أحد في هذا الفصل بعد. يضيف المسؤول الطلاب من صفحة الفصول.',
  marks: { present: 'حاضر', absent: 'غائب', late: 'متأخر', excused: 'بعذر' },
  marksKey: 'العلامات',
  noteFor: (name: string) => `ملاحظة عن ${name}`,
  notePlaceholder: 'ملاحظة (اختيارية)',
  markCounts: (absent: number, late: number, excused: number) => `${absentees(absent)}، ${lateOnes(late)}، ${excusedOnes(excused)}`,
  takeRegister: 'حفظ سجل الحضور',
  registerSaved: (registerName: string) => `حُفظ سجل الحضور: ${registerName}`,
  downloadClassCsv: (monthYear: string, className: string) => `تنزيل ${monthYear} للفصل ${className} بصيغة CSV`,

  report: 'تقرير الحضور',
  absences: 'عدد أيام الغياب',
  schoolDays: 'أيام الدراسة',
  daysPresent: 'أيام الحضور',
  daysLate: 'أيام التأخر',
  daysExcused: 'أيام الغياب بعذر',
  daysNotMarked: 'أيام غير مسجَّلة',
  calendarKey: 'دليل الرموز',
} as const satisfies Translation<typeof en.attendanceText>;
