import type * as en from '../files.ts';
import { plural } from '../plural.ts';
import type { Translation } from '../translation.ts';

export const fileMessages = {
  missing: 'अपलोड करने के लिए फ़ाइल चुनें',
  empty: 'फ़ाइल खाली है। दूसरी फ़ाइल चुनें।',
  wrongKind: (labels: string) => `इस प्रकार की फ़ाइल स्वीकार नहीं की जाती। इनमें से कोई एक अपलोड करें: ${labels}।`,
  tooLarge: (megabytes: number) => `फ़ाइल ${megabytes.toLocaleString('hi')} MB से बड़ी है, जो विद्यालय की सीमा है।`,
  tooManyFiles: (count: number) => plural('hi', count, { one: 'एक बार में अधिकतम # फ़ाइल अपलोड करें।', other: 'एक बार में अधिकतम # फ़ाइलें अपलोड करें।' }),
  tooManyFields: 'फ़ॉर्म में बहुत अधिक फ़ील्ड हैं।',
  fieldTooLong: (name: string) => `फ़ील्ड "${name}" बहुत लंबा है।`,
  unexpectedFile: (name: string) => `फ़ील्ड "${name}" में फ़ाइल अपेक्षित नहीं थी।`,
  notMultipart: 'फ़ाइल को फ़ॉर्म अपलोड (multipart/form-data) के रूप में भेजें।',
  unreadable: 'अपलोड बीच में कट गया या पढ़ा नहीं जा सका। कृपया फिर से प्रयास करें।',
  notFound: 'यह फ़ाइल मौजूद नहीं है। हो सकता है इसे हटा दिया गया हो।',
  tooManyUploads: (wait: string) => `इस खाते से बहुत अधिक अपलोड हुए हैं। कृपया ${wait} बाद फिर से प्रयास करें।`,
} as const satisfies Translation<typeof en.fileMessages>;
