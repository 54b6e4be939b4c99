import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../home.ts';

export const homeText = {
  announcementsToday: { heading: 'إعلانات اليوم', none: 'لا إعلانات اليوم.' },
  eventsToday: { heading: 'فعاليات اليوم', none: 'لا فعاليات اليوم.' },
  clock: 'الوقت الآن',
  studentsEnrolled: 'إجمالي عدد الطلاب المسجّلين',
  seeMore: 'عرض المزيد',
  /** Read after «عرض المزيد», its leading space included. */
  seeMoreOf: ' من الطلاب',
} as const satisfies Translation<typeof en.homeText>;
