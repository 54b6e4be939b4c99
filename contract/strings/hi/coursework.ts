import type * as en from '../coursework.ts';
import type { Translation } from '../translation.ts';

export const assignmentTermsMessages = {
  dueInvalid: 'अंतिम समय ISO 8601 तिथि और समय के रूप में, उसके offset के साथ दर्ज करें, जैसे 2026-11-30T17:00:00+05:30',
  pointsInvalid: (max: number) => `अंक 0 से ${max.toLocaleString('hi')} तक की कोई पूर्ण संख्या होनी चाहिए`,
  handInOpenInvalid: 'handInOpen true या false होना चाहिए',
} as const satisfies Translation<typeof en.assignmentTermsMessages>;

export const submissionMessages = {
  assignmentNotFound: 'यह गृहकार्य मौजूद नहीं है। हो सकता है इसे हटा दिया गया हो।',
  studentNotFound: 'यह छात्र इस गृहकार्य के छात्रों में नहीं है।',
  nothingHandedIn: 'जमा करने से पहले फ़ाइल जोड़ें या उत्तर लिखें।',
  handInClosed: 'इस गृहकार्य के लिए जमा करना बंद है। अगर आपको अभी भी जमा करना है तो अपने शिक्षक से पूछें।',
  alreadyReturned: 'आपके शिक्षक ने यह कार्य लौटा दिया है, इसलिए अब इसे बदला नहीं जा सकता।',
  textLong: (most: number) => `उत्तर अधिकतम ${most.toLocaleString('hi')} अक्षरों का हो सकता है`,
  gradeLong: (most: number) => `ग्रेड अधिकतम ${most.toLocaleString('hi')} अक्षरों का हो सकता है`,
  feedbackLong: (most: number) => `टिप्पणी अधिकतम ${most.toLocaleString('hi')} अक्षरों की हो सकती है`,
  returnedInvalid: 'returned true या false होना चाहिए',
} as const satisfies Translation<typeof en.submissionMessages>;
