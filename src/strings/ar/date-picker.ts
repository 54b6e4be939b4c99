import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../date-picker.ts';

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
  dayWithDescription: (dayInWords: string, description: string | undefined) => (description ? `${dayInWords}، ${description}` : dayInWords),
} as const satisfies Translation<typeof en.datePickerText>;
