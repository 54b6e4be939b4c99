import type { Translation } from '../translation.ts';
import type * as en from '../validation.ts';

const phoneNumberInvalid = 'फ़ोन नंबर दर्ज करें: 7 से 15 अंक, चाहें तो स्पेस, + या - के साथ';

export const signupMessages = {
  nameRequired: 'आपका नाम आवश्यक है',
  nameShort: 'कृपया अपना असली नाम दर्ज करें',
  emailRequired: 'ई-मेल आवश्यक है',
  emailInvalid: 'मान्य ई-मेल दर्ज करें',
  passwordRequired: 'पासवर्ड आवश्यक है',
  passwordShort: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  passwordWeak: 'कृपया अधिक मज़बूत पासवर्ड बनाएँ (विशेष चिह्न, अंक…)',
  confirmMismatch: 'दोनों पासवर्ड एक जैसे होने चाहिए',
  confirmRequired: 'पासवर्ड की पुष्टि आवश्यक है',
  contactRequired: 'संपर्क आवश्यक है',
  contactInvalid: phoneNumberInvalid,
  nameLong: 'आपका नाम अधिकतम 100 अक्षरों का हो सकता है',
  emailLong: 'आपका ई-मेल अधिकतम 254 अक्षरों का हो सकता है',
  passwordLong: 'पासवर्ड अधिकतम 128 अक्षरों का हो सकता है',
} as const satisfies Translation<typeof en.signupMessages>;

export const loginMessages = {
  bothMissing: 'कृपया दोनों फ़ील्ड भरें',
  oneMissing: 'ई-मेल या पासवर्ड नहीं भरा गया',
  wrongDetails: 'कृपया सही विवरण दर्ज करें',
  blocked: 'आपका खाता ब्लॉक है!',
} as const satisfies Translation<typeof en.loginMessages>;

export const passwordChangeMessages = {
  currentRequired: 'आपका मौजूदा पासवर्ड आवश्यक है',
  currentWrong: 'आपका मौजूदा पासवर्ड सही नहीं है।',
} as const satisfies Translation<typeof en.passwordChangeMessages>;

export const otpMessages = {
  wrong: 'आपका OTP गलत है',
  format: 'कोड 6 अंकों का होना चाहिए',
} as const satisfies Translation<typeof en.otpMessages>;

export const recordMessages = {
  titleRequired: 'शीर्षक आवश्यक है',
  titleLong: 'शीर्षक अधिकतम 200 अक्षरों का हो सकता है',
  descriptionRequired: 'विवरण आवश्यक है',
  descriptionLong: 'विवरण अधिकतम 5000 अक्षरों का हो सकता है',
  dateInvalid: (example: string) => `तिथि वास्तविक हो और ${example.trim()} की तरह लिखी हो`,
  notFound: (noun: string) => `यह ${noun} मौजूद नहीं है। हो सकता है इसे हटा दिया गया हो।`,
} as const satisfies Translation<typeof en.recordMessages>;

export const announcementMessages = {
  subjectRequired: 'विषय आवश्यक है',
  subjectLong: 'विषय अधिकतम 200 अक्षरों का हो सकता है',
  idRequired: 'बताएँ कि कौन-सी घोषणा बदलनी है',
} as const satisfies Translation<typeof en.announcementMessages>;

export const eventMessages = {
  eventRequired: 'कार्यक्रम आवश्यक है',
  eventLong: 'कार्यक्रम अधिकतम 200 अक्षरों का हो सकता है',
  clubRequired: 'क्लब आवश्यक है',
  clubLong: 'क्लब अधिकतम 200 अक्षरों का हो सकता है',
  dateRequired: 'तिथि आवश्यक है',
  idRequired: 'बताएँ कि कौन-सा कार्यक्रम बदलना है',
} as const satisfies Translation<typeof en.eventMessages>;

export const studentProfileMessages = {
  nameEmpty: 'यह फ़ील्ड खाली नहीं हो सकता',
  nameInvalid: 'कृपया मान्य नाम दर्ज करें',
  emailEmpty: 'यह फ़ील्ड खाली नहीं हो सकता',
  emailInvalid: 'कृपया मान्य ई-मेल दर्ज करें',
  contactEmpty: 'यह फ़ील्ड खाली नहीं हो सकता',
  contactInvalid: 'कृपया मान्य संपर्क नंबर दर्ज करें',
} as const satisfies Translation<typeof en.studentProfileMessages>;

export const userDetailsMessages = {
  nameRequired: 'पूरा नाम आवश्यक है',
  nameLong: 'नाम अधिकतम 100 अक्षरों का हो सकता है',
  emailRequired: 'ई-मेल आवश्यक है',
  emailInvalid: 'मान्य ई-मेल दर्ज करें',
  contactRequired: 'संपर्क आवश्यक है',
  contactInvalid: phoneNumberInvalid,
  emailTaken: 'यह ई-मेल पता पहले से किसी दूसरे खाते का है',
  notYours: 'आप केवल अपनी प्रोफ़ाइल पढ़ और बदल सकते हैं',
  idRequired: 'बताएँ कि किसकी प्रोफ़ाइल पढ़नी है',
  notFound: 'यह छात्र मौजूद नहीं है। हो सकता है उन्हें हटा दिया गया हो।',
  blockedRequired: 'बताएँ कि छात्र ब्लॉक है या नहीं',
} as const satisfies Translation<typeof en.userDetailsMessages>;

export const attendanceMessages = {
  sunday: 'रविवार अवकाश है: रविवार को उपस्थिति नहीं ली जाती।',
  unknownName: (name: string) => `${name} नाम का कोई छात्र नहीं है।`,
  ambiguousName: (name: string) => `${name} नाम के एक से अधिक छात्र हैं: उन्हें सूची से चुनें।`,
  unknownStudent: 'जिन छात्रों की हाज़िरी लगाई गई, उनमें से एक अब मौजूद नहीं है। सूची दोबारा लोड करें और फिर से प्रयास करें।',
  monthInvalid: 'महीना इस तरह लिखा होना चाहिए: 2026-11',
} as const satisfies Translation<typeof en.attendanceMessages>;

export const photoMessages = {
  subjectRequired: 'विषय आवश्यक है',
  subjectLong: 'विषय अधिकतम 200 अक्षरों का हो सकता है',
  filesRequired: 'कम से कम एक फ़ोटो चुनें',
  heic: 'फ़ोन की फ़ोटो का यह प्रारूप (HEIC/HEIF) यहाँ पढ़ा नहीं जा सकता। कृपया फ़ोटो JPEG में भेजें।',
  unreadable: 'यह चित्र पढ़ा नहीं जा सका: हो सकता है यह क्षतिग्रस्त या अधूरा हो। कृपया इसे JPEG, PNG, WebP या GIF में भेजें।',
  tooManyPixels: (megapixels: number) => `चित्र ${megapixels.toLocaleString('hi')} मेगापिक्सेल से बड़ा है, जो विद्यालय की सीमा है।`,
  sideTooLong: (pixels: number) => `चित्र की चौड़ाई या ऊँचाई ${pixels.toLocaleString('hi')} पिक्सेल से अधिक है, जो विद्यालय की सीमा है।`,
  tooNarrow: (ratio: number) => `चित्र की एक भुजा दूसरी से ${ratio.toLocaleString('hi')} गुना से अधिक है, जो विद्यालय की सीमा है।`,
  tooCostly: 'इस चित्र को संसाधित करने में विद्यालय द्वारा उसके प्रारूप और रंग-गहराई के लिए तय सीमा से अधिक मेमोरी लगेगी। कृपया इसे छोटा करके, या JPEG में भेजें।',
  sectionNotFound: 'यह फ़ोटो अनुभाग मौजूद नहीं है। हो सकता है इसे हटा दिया गया हो।',
  photoNotFound: 'यह फ़ोटो इस अनुभाग में नहीं है। हो सकता है इसे हटा दिया गया हो।',
  changeRequired: 'या तो नया विषय भेजें, या हटाई जाने वाली फ़ोटो का filePath और fileName',
} as const satisfies Translation<typeof en.photoMessages>;
