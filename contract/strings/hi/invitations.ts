import type * as en from '../invitations.ts';
import type { Translation } from '../translation.ts';

export const invitationText = {
  title: 'अपना पासवर्ड चुनें',
  description: 'विद्यालय ने आपके लिए जो Studyhall खाता बनाया है, उसका पासवर्ड तय करें और शुरू करें।',
  heading: 'अपना पासवर्ड चुनें',
  intro: 'आपके विद्यालय ने आपको यह लिंक भेजा है। अपने खाते के लिए पासवर्ड चुनें: कम से कम 8 अक्षर, जिनमें एक अक्षर, एक अंक और @$!%*#?& में से एक चिह्न हो।',
  submit: 'पासवर्ड सहेजें और लॉग इन करें',
  linkInvalid: 'यह लिंक गलत है, पहले ही उपयोग हो चुका है या इसकी अवधि समाप्त हो गई है। कृपया विद्यालय से नया लिंक भेजने को कहें।',
  noLink: 'यह पृष्ठ आपके आमंत्रण ई-मेल के लिंक से खुलता है। कृपया वह पूरा लिंक फिर से खोलें।',
  tokenInvalid: 'यह लिंक पूरा नहीं है।',
  toLogin: 'लॉग इन पर जाएँ',
} as const satisfies Translation<typeof en.invitationText>;
