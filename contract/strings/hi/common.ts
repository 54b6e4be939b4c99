import type * as en from '../common.ts';
import type { Translation } from '../translation.ts';

export const pageText = {
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  notFound: {
    title: 'पृष्ठ नहीं मिला',
    description: 'इस पते पर Studyhall का कोई पृष्ठ नहीं है। शुरुआती पृष्ठ से छात्र और शिक्षक लॉग इन पर जा सकते हैं।',
    body: 'यह पृष्ठ मौजूद नहीं है। हो सकता है इसे कहीं और ले जाया गया हो।',
    link: 'शुरुआती पृष्ठ पर जाएँ',
  },
} as const satisfies Translation<typeof en.pageText>;

export const serverMessages = {
  offline: 'सर्वर से संपर्क नहीं हो सका। अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
  uploadCut: 'सर्वर के उत्तर देने से पहले ही अपलोड रुक गया। हो सकता है फ़ाइल विद्यालय की सीमा से बड़ी हो, या कनेक्शन टूट गया हो।',
  unexpected: 'सर्वर पर कुछ गड़बड़ हो गई। कृपया फिर से प्रयास करें।',
  invalidRequest: 'अमान्य अनुरोध',
  tooLarge: (kilobytes: number) => `अनुरोध ${kilobytes.toLocaleString('hi')} KB से बड़ा है`,
  noRoute: (method: string, path: string) => `कोई API रूट ${method} ${path} नहीं है`,
  busy: 'सर्वर दूसरे बदलावों में व्यस्त है, और आपका बदलाव सहेजा नहीं गया। कृपया थोड़ी देर में फिर से प्रयास करें।',
  upstreamDown: 'विद्यालय के सर्वर से संपर्क नहीं हो पा रहा है। कृपया बाद में फिर से प्रयास करें।',
  upstreamSlow: 'विद्यालय के सर्वर ने उत्तर देने में बहुत देर लगाई। कृपया फिर से प्रयास करें।',
  badAnswer: (status: number) => `सर्वर का उत्तर ${status} था।`,
  noToken: 'सर्वर ने लॉग इन टोकन नहीं भेजा। कृपया फिर से प्रयास करें।',
  storageBlocked: 'यह ब्राउज़र साइट को आपको लॉग इन रखने नहीं देता। साइट डेटा की अनुमति दें और फिर से प्रयास करें।',
} as const satisfies Translation<typeof en.serverMessages>;
