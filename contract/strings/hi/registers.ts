import type * as en from '../registers.ts';
import type { Translation } from '../translation.ts';

export const registerMessages = {
  dayInvalid: 'तिथि वास्तविक हो और 2026-11-23 की तरह लिखी हो',
  closedDay: 'इस दिन विद्यालय बंद है: हाज़िरी रजिस्टर नहीं भरा जाता।',
  classNotFound: 'यह कक्षा मौजूद नहीं है।',
  statusInvalid: 'निशान present, absent, late या excused होना चाहिए',
  studentIdInvalid: 'हर छात्र को उसकी id से भेजें',
  noteLong: (most: number) => `टिप्पणी अधिकतम ${most.toLocaleString('hi')} अक्षरों की हो सकती है`,
  tooMany: (most: number) => `एक बार में अधिकतम ${most.toLocaleString('hi')} छात्रों की हाज़िरी लगाई जा सकती है`,
  notOnRoster: 'जिन छात्रों की हाज़िरी लगाई गई, उनमें से एक इस कक्षा में नहीं है। रजिस्टर दोबारा लोड करें और फिर से प्रयास करें।',
  twice: 'एक छात्र की हाज़िरी दो बार लगाई गई है। हर छात्र की हाज़िरी एक ही बार लगाएँ।',
} as const satisfies Translation<typeof en.registerMessages>;
