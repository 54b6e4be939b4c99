import type * as en from '../auth.ts';
import { plural } from '../plural.ts';
import type { Translation } from '../translation.ts';

export const landingText = {
  title: 'शिक्षक या छात्र?',
  student: 'छात्र?',
  tutor: 'शिक्षक?',
  studentHint: 'अपने कार्य, उपस्थिति और नोट्स देखने के लिए लॉग इन या साइन अप करें।',
  tutorHint: 'छात्रों, उपस्थिति और कक्षा सामग्री का प्रबंधन करने के लिए लॉग इन करें।',
  guardian: 'माता-पिता या अभिभावक हैं? यहाँ लॉग इन करें',
} as const satisfies Translation<typeof en.landingText>;

export const authPageDescriptions = {
  landing: 'Studyhall, विद्यालय की ट्यूशन साइट: छात्र लॉग इन या साइन अप करें, शिक्षक लॉग इन करें।',
  studentLogin: 'आज के कार्य, उपस्थिति, गृहकार्य, नोट्स, कार्यक्रम और फ़ोटो देखने के लिए छात्र के रूप में लॉग इन करें।',
  tutorLogin: 'छात्रों, उपस्थिति, गृहकार्य, घोषणाओं, नोट्स, कार्यक्रमों और फ़ोटो का प्रबंधन करने के लिए शिक्षक के रूप में लॉग इन करें।',
  guardianLogin: 'अपने बच्चों की उपस्थिति, गृहकार्य, घोषणाएँ और कार्यक्रम देखने के लिए अभिभावक के रूप में लॉग इन करें।',
  signup: 'अपने नाम, ई-मेल और संपर्क से छात्र खाता बनाएँ, जिसकी पुष्टि ई-मेल पर भेजे गए 6 अंकों के कोड से होती है।',
} as const satisfies Translation<typeof en.authPageDescriptions>;

export const loginText = {
  heading: 'लॉग इन',
  email: 'ई-मेल',
  password: 'पासवर्ड',
  submit: 'लॉग इन करें',
  submitting: 'लॉग इन हो रहा है…',
  backHome: 'शुरुआत पर लौटें',
  toSignup: 'नए हैं? साइन अप करें',
  studentTitle: 'छात्र लॉग इन',
  tutorTitle: 'शिक्षक लॉग इन',
  guardianTitle: 'अभिभावक लॉग इन',
  studentLinks: 'छात्र खाता',
  guardianLinks: 'अभिभावक खाता',
} as const satisfies Translation<typeof en.loginText>;

export const passwordToggleText = { show: 'पासवर्ड दिखाएँ', hide: 'पासवर्ड छिपाएँ' } as const satisfies Translation<typeof en.passwordToggleText>;

export const signupText = {
  title: 'छात्र साइन अप',
  heading: 'साइन अप',
  back: 'लॉग इन पर लौटें',
  fname: 'पूरा नाम',
  email: 'ई-मेल',
  password: 'पासवर्ड',
  confirmPassword: 'पासवर्ड की पुष्टि करें',
  contact: 'संपर्क',
  submit: 'साइन अप करें',
  otpHeading: 'अपना कोड दर्ज करें',
  otpSentTo: (email: string) => `हमने ${email} पर 6 अंकों का कोड भेजा है।`,
  otpLabel: 'कोड',
  otpSubmit: 'पुष्टि करें',
  resendCode: 'नया कोड भेजें',
  changeDetails: 'विवरण बदलें',
  creating: 'आपका खाता बनाया जा रहा है…',
  created: 'आपका खाता तैयार है। कृपया लॉग इन करें।',
} as const satisfies Translation<typeof en.signupText>;

export const shellText = {
  studentGreeting: 'नमस्ते',
  morning: 'सुप्रभात',
  afternoon: 'शुभ दोपहर',
  evening: 'शुभ संध्या',
  greetingComma: ',',
  openMenu: 'मेनू खोलें',
  closeMenu: 'मेनू बंद करें',
  menu: 'मेनू',
  logout: 'लॉग आउट करें',
  logoutQuestion: 'क्या आप सचमुच लॉग आउट करना चाहते हैं?',
  logoutConfirm: 'लॉग आउट',
  cancel: 'रद्द करें',
  footer: 'हेल्पलाइन',
} as const satisfies Translation<typeof en.shellText>;

export const authApiMessages = {
  codeSent: (email: string) => `${email} पर कोड भेज दिया गया है`,
  codeAlreadySent: (email: string) => `${email} पर एक मिनट से कम समय पहले कोड भेजा गया था। कृपया अपना ई-मेल देखें।`,
  codeTooSoon: 'दूसरा कोड माँगने से पहले कृपया एक मिनट रुकें।',
  codeTooOften: 'इस ई-मेल के लिए बहुत अधिक कोड माँगे गए हैं। कृपया एक घंटे बाद फिर से प्रयास करें।',
  signupThrottled: (wait: string) => `साइन अप के लिए बहुत अधिक कोड माँगे गए हैं। कृपया ${wait} बाद फिर से प्रयास करें।`,
  loginThrottled: (wait: string) => `लॉग इन के बहुत अधिक असफल प्रयास हुए हैं। कृपया ${wait} बाद फिर से प्रयास करें।`,
  passwordThrottled: (wait: string) => `बहुत बार गलत पासवर्ड डाला गया है। कृपया ${wait} बाद फिर से प्रयास करें।`,
  codeNotSent: 'कोड नहीं भेजा जा सका। कृपया बाद में फिर से प्रयास करें।',
  loginAgain: 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
  wrongArea: 'यह पृष्ठ आपके खाते के लिए नहीं है।',
  adminOnly: 'यह केवल विद्यालय का व्यवस्थापक कर सकता है।',
  created: 'खाता बन गया',
} as const satisfies Translation<typeof en.authApiMessages>;

/** A wait as the throttling messages say it: whole minutes, rounded up. */
export const waitText = {
  minutes: (milliseconds: number) => plural('hi', Math.max(1, Math.ceil(milliseconds / 60_000)), { one: '# मिनट', other: '# मिनट' }),
} satisfies Translation<typeof en.waitText>;
