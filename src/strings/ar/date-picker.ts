import type { DayParts } from '../../../contract/dates/month-grid.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../date-picker.ts';

const monthNames = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

/** ISO 8601 order, Monday first: the grid's columns, each shown by the one letter Arabic calendars use. */
const weekdays = [
  { short: 'ن', long: 'الاثنين' },
  { short: 'ث', long: 'الثلاثاء' },
  { short: 'ر', long: 'الأربعاء' },
  { short: 'خ', long: 'الخميس' },
  { short: 'ج', long: 'الجمعة' },
  { short: 'س', long: 'السبت' },
  { short: 'ح', long: 'الأحد' },
];

/** A day and a year in the language's digits; a year is never grouped (2026, not 2,026). */
const digits = new Intl.NumberFormat('ar', { useGrouping: false });

export const datePickerText = {
  // The format the tutor types, which stays in Latin letters and digits.
  hint: 'DD/MM/YYYY',
  chooseDate: 'اختيار التاريخ',
  changeDate: (dayInWords: string) => `تغيير التاريخ، ${dayInWords}`,
  dialogTitle: 'اختيار التاريخ',
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  previousYear: 'السنة السابقة',
  nextYear: 'السنة التالية',
  weekdays,
  monthYear: ({ monthIndex, year }: Pick<DayParts, 'monthIndex' | 'year'>) => `${monthNames[monthIndex]} ${digits.format(year)}`,
  dayInWords: ({ isoWeekday, date, monthIndex, year }: DayParts) => `${weekdays[isoWeekday - 1]?.long} ${digits.format(date)} ${monthNames[monthIndex]} ${digits.format(year)}`,
  dayWithDescription: (dayInWords: string, description: string | undefined) => (description ? `${dayInWords}، ${description}` : dayInWords),
} as const satisfies Translation<typeof en.datePickerText>;
