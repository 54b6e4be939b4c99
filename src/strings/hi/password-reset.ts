import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../password-reset.ts';

export const passwordResetText = {
  heading: 'अपना पासवर्ड रीसेट करें',
  email: 'ई-मेल',
  sendCode: 'कोड भेजें',
  sending: 'भेजा जा रहा है…',
  codeHeading: 'अपना कोड दर्ज करें',
  codeSentTo: (email: string) => `अगर ${email} का कोई खाता है, तो हमने उस पर 6 अंकों का कोड भेजा है। यह 10 मिनट तक मान्य है।`,
  code: 'कोड',
  password: 'नया पासवर्ड',
  confirmPassword: 'नए पासवर्ड की पुष्टि करें',
  submit: 'नया पासवर्ड सेट करें',
  saving: 'आपका पासवर्ड सेट किया जा रहा है…',
  resendCode: 'नया कोड भेजें',
  changeEmail: 'ई-मेल बदलें',
  backToLogin: 'लॉग इन पर लौटें',
} as const satisfies Translation<typeof en.passwordResetText>;
