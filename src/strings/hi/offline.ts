import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../offline.ts';

export const offlineText = {
  banner: (time: string) => `आप ऑफ़लाइन हैं — ${time} पर सहेजी गई सामग्री दिखाई जा रही है`,
  needsConnection: 'आप ऑफ़लाइन हैं: इसके लिए कनेक्शन चाहिए।',
  listNotSaved: 'आप ऑफ़लाइन हैं, और यह अभी इस उपकरण पर सहेजा नहीं गया है। ऑनलाइन होते ही यह दिखेगा।',
  page: {
    title: 'ऑफ़लाइन',
    description: 'यह पृष्ठ ऑफ़लाइन पढ़ने के लिए सहेजा नहीं गया था।',
    heading: 'आप ऑफ़लाइन हैं',
    body: 'यह पृष्ठ इस उपकरण पर सहेजा नहीं गया था। ऑनलाइन होते ही यह खुल जाएगा।',
    link: 'शुरुआत पर लौटें',
  },
  newVersion: 'नया संस्करण तैयार है',
  reload: 'फिर से लोड करें',
} as const satisfies Translation<typeof en.offlineText>;
