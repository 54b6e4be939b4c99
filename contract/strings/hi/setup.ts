import type * as en from '../setup.ts';
import type { Translation } from '../translation.ts';

export const setupText = {
  title: 'अपना विद्यालय सेट अप करें',
  description: 'इस Studyhall विद्यालय का पहला व्यवस्थापक खाता बनाएँ।',
  heading: 'अपना विद्यालय सेट अप करें',
  intro: 'इस विद्यालय में अभी कोई खाता नहीं है। पहला शिक्षक खाता बनाएँ: यही विद्यालय का व्यवस्थापक होगा, जो बाकी शिक्षकों और छात्रों को जोड़ता है।',
  name: 'आपका नाम',
  email: 'ई-मेल',
  contact: 'संपर्क नंबर',
  password: 'पासवर्ड',
  confirmPassword: 'पासवर्ड की पुष्टि करें',
  submit: 'व्यवस्थापक खाता बनाएँ',
  saving: 'बनाया जा रहा है…',
  linkInvalid: 'सेट अप का यह लिंक गलत है, पहले ही उपयोग हो चुका है या इसकी अवधि समाप्त हो गई है। नए लिंक के लिए सर्वर फिर से चालू करें (npm start), या पहला शिक्षक इससे जोड़ें: npm run tutor -- add',
  noLink: 'यह पृष्ठ उस सेट अप लिंक से खुलता है जो सर्वर चालू होते समय (npm start) दिखाता है। वह पूरा लिंक खोलें।',
  alreadySetUp: 'यह विद्यालय पहले से सेट अप है। शिक्षक के रूप में लॉग इन करें।',
  toLogin: 'शिक्षक लॉग इन पर जाएँ',
  emptySchool: 'यह विद्यालय अभी सेट अप नहीं हुआ है। जो सर्वर चलाते हैं, वे चालू होते समय (npm start) दिखाया गया सेट अप लिंक खोलें, या npm run tutor -- add से पहला शिक्षक जोड़ें।',
} as const satisfies Translation<typeof en.setupText>;
