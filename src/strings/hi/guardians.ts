import { guardianMessages } from '../../../contract/strings/hi/guardians.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../guardians.ts';

export const guardiansText = {
  childrenHeading: 'आपके बच्चे',
  rollNo: 'अनुक्रमांक',
  classes: 'कक्षाएँ',
  noClass: 'अभी कोई कक्षा नहीं',
  today: 'आज',
  notMarkedYet: 'अभी दर्ज नहीं',
  // "view: name" rather than "name की view": the possessive would agree with each view's gender.
  viewOf: (view: string, name: string) => `${view}: ${name}`,
  noChildren: 'आपके खाते से अभी कोई बच्चा नहीं जुड़ा है। अपने बच्चे के शिक्षक से कहें कि वे आपको अभिभावक के रूप में जोड़ें।',
  switchChild: 'आपके बच्चे',
  chooseChild: 'बच्चा चुनें',
  chooseChildHint: 'आप किसका पृष्ठ देखना चाहेंगे?',
  unknownChild: guardianMessages.childNotFound,
  loadingForm: 'फ़ॉर्म लोड हो रहा है…',
} as const satisfies Translation<typeof en.guardiansText>;
