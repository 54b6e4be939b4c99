import type * as en from '../school.ts';
import type { Translation } from '../translation.ts';

export const schoolMessages = {
  nameRequired: 'विद्यालय का नाम आवश्यक है',
  nameLong: (max: number) => `विद्यालय का नाम अधिकतम ${max.toLocaleString('hi')} अक्षरों का हो सकता है`,
  helplineInvalid: 'हेल्पलाइन में 7 से 15 अंकों का फ़ोन नंबर होना चाहिए (स्पेस, + और - की अनुमति है), या इसे खाली छोड़ें',
  timeZoneInvalid: 'सूची से समय क्षेत्र चुनें, जैसे Asia/Kolkata',
  weekdaysInvalid: 'बंद रहने वाले दिन 0 (रविवार) से 6 (शनिवार) तक की संख्याएँ हैं',
  allClosed: 'विद्यालय सप्ताह में कम से कम एक दिन खुला होना चाहिए',
  holidayInvalid: 'हर अवकाश की तिथि वास्तविक हो और 2026-12-25 की तरह लिखी हो',
  holidaysTooMany: (max: number) => `एक विद्यालय अधिकतम ${max.toLocaleString('hi')} अवकाश दर्ज कर सकता है`,
  languageInvalid: 'भाषा का कोड en, hi या pt-BR जैसा होना चाहिए',
  absenceAlertsInvalid: 'अनुपस्थिति सूचनाएँ चालू (true) या बंद (false) होनी चाहिए',
} as const satisfies Translation<typeof en.schoolMessages>;
