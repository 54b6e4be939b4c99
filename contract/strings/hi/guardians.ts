import type * as en from '../guardians.ts';
import type { Translation } from '../translation.ts';

export const guardianMessages = {
  emailNotGuardian: 'यह ई-मेल पता किसी छात्र या शिक्षक के खाते का है। अभिभावक के लिए उनका अपना ई-मेल पता चाहिए।',
  studentNotFound: 'यह छात्र मौजूद नहीं है।',
  childNotFound: 'यह बच्चा आपके बच्चों में नहीं है।',
} as const satisfies Translation<typeof en.guardianMessages>;
