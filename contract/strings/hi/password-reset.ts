import type * as en from '../password-reset.ts';
import type { Translation } from '../translation.ts';

export const passwordResetMessages = {
  codeSent: 'अगर इस ई-मेल का कोई खाता है, तो हमने उस पर 6 अंकों का कोड भेजा है। यह 10 मिनट तक मान्य है।',
  wrongCode: 'यह कोड गलत है या अब मान्य नहीं है। कृपया इसे जाँचें, या नया कोड माँगें।',
  positionInvalid: 'बताएँ कि यह छात्र का खाता है या शिक्षक का।',
  throttled: (wait: string) => `बहुत अधिक कोड माँगे गए हैं। कृपया ${wait} बाद फिर से प्रयास करें।`,
  done: 'आपका पासवर्ड बदल गया है। कृपया नए पासवर्ड से लॉग इन करें।',
} as const satisfies Translation<typeof en.passwordResetMessages>;
