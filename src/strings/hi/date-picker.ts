import type { DayParts } from '../../../contract/dates/month-grid.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../date-picker.ts';

const monthNames = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];

/** Monday first, as the English grid. */
const weekdays = [
  { short: 'सो', long: 'सोमवार' },
  { short: 'मं', long: 'मंगलवार' },
  { short: 'बु', long: 'बुधवार' },
  { short: 'गु', long: 'गुरुवार' },
  { short: 'शु', long: 'शुक्रवार' },
  { short: 'श', long: 'शनिवार' },
  { short: 'र', long: 'रविवार' },
];

/** A day or a year as a date writes it: no thousands separator. */
const digits = (n: number) => n.toLocaleString('hi', { useGrouping: false });

export const datePickerText = {
  hint: 'DD/MM/YYYY',
  chooseDate: 'तिथि चुनें',
  changeDate: (dayInWords: string) => `तिथि बदलें, ${dayInWords}`,
  dialogTitle: 'तिथि चुनें',
  previousMonth: 'पिछला महीना',
  nextMonth: 'अगला महीना',
  previousYear: 'पिछला वर्ष',
  nextYear: 'अगला वर्ष',
  weekdays,
  monthYear: ({ monthIndex, year }: Pick<DayParts, 'monthIndex' | 'year'>) => `${monthNames[monthIndex]} ${digits(year)}`,
  dayInWords: ({ isoWeekday, date, monthIndex, year }: DayParts) => `${weekdays[isoWeekday - 1]?.long}, ${digits(date)} ${monthNames[monthIndex]} ${digits(year)}`,
  dayWithDescription: (dayInWords: string, description: string | undefined) => (description ? `${dayInWords}, ${description}` : dayInWords),
} as const satisfies Translation<typeof en.datePickerText>;
