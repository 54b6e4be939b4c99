import type { DigestKind } from '../../../contract/records/digests.ts';
import { digestMessages, digestNames } from '../../../contract/strings/hi/digests.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../unsubscribe.ts';

export const unsubscribeText = {
  title: 'सदस्यता समाप्त करें',
  description: 'Studyhall का ई-मेल सारांश एक क्लिक में, बिना लॉग इन किए बंद करें।',
  heading: 'सदस्यता समाप्त करें',
  checking: 'लिंक जाँचा जा रहा है…',
  noToken: digestMessages.tokenMalformed,
  stops: (kind: DigestKind) => `इससे आपके Studyhall खाते का ${digestNames[kind]} बंद हो जाएगा। और कुछ नहीं बदलेगा।`,
  button: (kind: DigestKind) => `${digestNames[kind]} बंद करें`,
  alreadyOff: (kind: DigestKind) => `${digestNames[kind]} पहले से बंद है: यह अब और नहीं भेजा जाएगा।`,
  done: (kind: DigestKind) => `हो गया: ${digestNames[kind]} बंद है। आप इसे अपनी प्रोफ़ाइल में फिर से चालू कर सकते हैं।`,
  unreachable: 'सर्वर से संपर्क नहीं हो सका। अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
  noScript: 'सदस्यता समाप्त करने के लिए इस पृष्ठ को JavaScript चाहिए। आप लॉग इन करके अपनी प्रोफ़ाइल में भी सारांश बंद कर सकते हैं।',
  toStart: 'Studyhall पर जाएँ',
} as const satisfies Translation<typeof en.unsubscribeText>;
