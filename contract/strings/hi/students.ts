import type * as en from '../students.ts';
import type { Translation } from '../translation.ts';

export const studentSearchMessages = {
  queryLong: (most: number) => `अधिकतम ${most.toLocaleString('hi')} अक्षरों से खोजें`,
  classInvalid: 'कक्षा उसकी id से भेजें',
  blockedInvalid: 'Blocked true या false होना चाहिए',
  pageInvalid: 'पृष्ठ संख्या 1 या उससे बड़ी पूर्ण संख्या होनी चाहिए',
  limitInvalid: 'सीमा 1 या उससे बड़ी पूर्ण संख्या होनी चाहिए',
} as const satisfies Translation<typeof en.studentSearchMessages>;

export const studentResetMessages = {
  sent: (name: string) => `हमने ${name} को नया पासवर्ड चुनने के लिंक के साथ ई-मेल भेजा है। यह एक बार, 24 घंटे तक काम करता है।`,
  blocked: 'यह छात्र ब्लॉक है। पहले उन्हें अनब्लॉक करें, फिर रीसेट भेजें।',
  throttled: (wait: string) => `इस छात्र को पहले ही कई रीसेट भेजे जा चुके हैं। कृपया ${wait} बाद फिर से प्रयास करें।`,
} as const satisfies Translation<typeof en.studentResetMessages>;
