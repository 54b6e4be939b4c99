import type * as en from '../digests.ts';
import type { Translation } from '../translation.ts';

export const digestMessages = {
  tokenMalformed: 'सदस्यता समाप्त करने का यह लिंक अधूरा है। ई-मेल से पूरा लिंक कॉपी करें।',
  tokenUnknown: 'सदस्यता समाप्त करने का यह लिंक काम नहीं करता। इसके बजाय लॉग इन करें और अपनी प्रोफ़ाइल में सारांश बंद करें।',
} as const satisfies Translation<typeof en.digestMessages>;

export const digestNames = {
  weekly: 'साप्ताहिक ई-मेल सारांश',
  daily: 'दैनिक ई-मेल सारांश',
} as const satisfies Translation<typeof en.digestNames>;
