import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../audiences.ts';

export const audiencesText = {
  legend: 'यह किसके लिए है?',
  wholeSchool: 'पूरा विद्यालय',
  someClasses: 'कुछ कक्षाएँ',
  column: 'किसके लिए',
  archived: (name: string) => `${name} (संग्रहीत)`,
  loading: 'कक्षाएँ लोड हो रही हैं…',
  loadFailed: 'कक्षाएँ लोड नहीं हो सकीं।',
  retry: 'फिर से प्रयास करें',
  noClasses: 'विद्यालय में अभी कोई कक्षा नहीं है: यह पूरे विद्यालय के लिए है।',
  unknownClass: 'एक कक्षा',
  chooseOne: 'कम से कम एक कक्षा चुनें, या पूरा विद्यालय',
} as const satisfies Translation<typeof en.audiencesText>;
