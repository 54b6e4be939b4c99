import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../date-picker.ts';

export const datePickerText = {
  hint: 'DD/MM/YYYY',
  chooseDate: 'तिथि चुनें',
  changeDate: (dayInWords: string) => `तिथि बदलें, ${dayInWords}`,
  dialogTitle: 'तिथि चुनें',
  previousMonth: 'पिछला महीना',
  nextMonth: 'अगला महीना',
  previousYear: 'पिछला वर्ष',
  nextYear: 'अगला वर्ष',
  dayWithDescription: (dayInWords: string, description: string | undefined) => (description ? `${dayInWords}, ${description}` : dayInWords),
} as const satisfies Translation<typeof en.datePickerText>;
