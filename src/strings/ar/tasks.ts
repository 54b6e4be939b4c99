import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../tasks.ts';

export const todayTasksText = {
  assignments: { heading: 'واجبات اليوم', none: 'لم تُرفع واجبات اليوم' },
  notes: { heading: 'مذكرات اليوم', none: 'لم تُرفع مذكرات اليوم' },
  uploadedToday: 'تاريخ الرفع: اليوم',
} as const satisfies Translation<typeof en.todayTasksText>;
