import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../home.ts';

export const homeText = {
  announcementsToday: { heading: 'आज की घोषणाएँ', none: 'आज कोई घोषणा नहीं है।' },
  eventsToday: { heading: 'आज के कार्यक्रम', none: 'आज कोई कार्यक्रम नहीं है।' },
  clock: 'अभी का समय',
  studentsEnrolled: 'नामांकित छात्रों की कुल संख्या',
  seeMore: 'और देखें',
  seeMoreOf: ' (छात्र सूची)',
} as const satisfies Translation<typeof en.homeText>;
