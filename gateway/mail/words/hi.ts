import { digestNames } from '../../../contract/strings/hi/digests.ts';
import { plural } from '../../../contract/strings/plural.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from './en.ts';

/** The mails in Hindi (docs/translation-glossary.md): every key of en.ts. */
export const mailWords = {
  greeting: (fname: string) => `नमस्ते ${fname},`,
  minutes: (count: number) => plural('hi', count, { one: '# मिनट', other: '# मिनट' }),
  hours: (count: number) => plural('hi', count, { one: '# घंटे', other: '# घंटे' }),
  days: (count: number) => plural('hi', count, { one: '# दिन', other: '# दिनों' }),
  positions: { student: 'छात्र', tutor: 'शिक्षक', guardian: 'अभिभावक' },
  statuses: { present: 'उपस्थित', absent: 'अनुपस्थित', late: 'देर से', excused: 'छुट्टी स्वीकृत' },

  signupCode: {
    subject: 'आपका Studyhall साइन अप कोड',
    welcome: 'Studyhall में आपका स्वागत है।',
    enterCode: 'साइन अप पूरा करने के लिए यह कोड दर्ज करें:',
    validFor: (minutes: string) => `यह कोड ${minutes} तक मान्य है। यदि आपने इसे नहीं माँगा था, तो इस ई-मेल को अनदेखा कर सकते हैं।`,
  },
  accountExists: {
    subject: 'आपका Studyhall साइन अप कोड',
    hasAccount: 'किसी ने इस ई-मेल पते से Studyhall पर साइन अप करना चाहा, लेकिन इस पते का खाता पहले से है।',
    logIn: 'कोड की ज़रूरत नहीं है, यहाँ लॉग इन करें:',
    forgotPassword: 'यदि आप अपना पासवर्ड भूल गए हैं, तो वहाँ "पासवर्ड भूल गए?" चुनें। यदि आपने साइन अप करना नहीं चाहा था, तो इस ई-मेल को अनदेखा कर सकते हैं।',
  },
  passwordReset: {
    subject: 'आपका Studyhall पासवर्ड रीसेट कोड',
    someoneAsked: 'किसी ने आपके Studyhall खाते का पासवर्ड रीसेट करना चाहा है।',
    enterCode: 'नया पासवर्ड चुनने के लिए यह कोड दर्ज करें:',
    validFor: (minutes: string) => `यह कोड ${minutes} तक मान्य है। यदि आपने इसे नहीं माँगा था, तो इस ई-मेल को अनदेखा कर सकते हैं: आपका पासवर्ड वही रहेगा।`,
  },
  invitation: {
    subject: (schoolName: string) => `${schoolName} की ओर से Studyhall पर आमंत्रण`,
    made: (schoolName: string, position: string) => `${schoolName} ने Studyhall पर आपका ${position} खाता बनाया है। शुरू करने के लिए यहाँ अपना पासवर्ड चुनें:`,
    linkWorks: (validFor: string) =>
      `यह लिंक एक बार, ${validFor} के लिए काम करता है। उसके बाद इस ई-मेल पते और अपने पासवर्ड से लॉग इन करें। यदि आपको इस ई-मेल की अपेक्षा नहीं थी, तो इसे अनदेखा कर सकते हैं।`,
  },
  resetLink: {
    subject: 'Studyhall के लिए नया पासवर्ड चुनें',
    started: (schoolName: string) => `${schoolName} के एक शिक्षक ने आपके Studyhall खाते का पासवर्ड रीसेट शुरू किया है। यहाँ नया पासवर्ड चुनें:`,
    linkWorks: (validFor: string) => `यह लिंक एक बार, ${validFor} के लिए काम करता है। जब तक आप इसका उपयोग नहीं करते, आपका पासवर्ड वही रहेगा। यदि आपने यह नहीं माँगा था, तो अपने विद्यालय को बताएँ।`,
  },
  guardianLinked: {
    subject: (childName: string) => `${childName} को आपके Studyhall खाते में जोड़ा गया`,
    added: (schoolName: string, childName: string) => `${schoolName} ने ${childName} को आपके Studyhall अभिभावक खाते में जोड़ा है। आप उन्हें अपने दूसरे बच्चों के साथ, उसी लॉग इन से देखेंगे:`,
    notExpected: 'यदि आपको इस ई-मेल की अपेक्षा नहीं थी, तो अपने विद्यालय को बताएँ।',
  },
  absenceAlert: {
    subject: (childName: string, status: string, schoolName: string) => `${childName} को आज ${schoolName} में ${status} दर्ज किया गया`,
    marked: (childName: string, status: string, schoolName: string, day: string) => `${schoolName} में ${day} को ${childName} को ${status} दर्ज किया गया।`,
    callSchool: (schoolName: string, helpline: string) => `यदि यह सही नहीं है, या विद्यालय को कारण बताना है, तो ${schoolName} को ${helpline} पर कॉल करें।`,
    contactSchool: (schoolName: string) => `यदि यह सही नहीं है, या विद्यालय को कारण बताना है, तो कृपया ${schoolName} से संपर्क करें।`,
  },
  absenceFollowUp: {
    subject: (childName: string, status: string, schoolName: string) => `${childName} को अब ${schoolName} में ${status} दर्ज किया गया है`,
    corrected: (childName: string, status: string, schoolName: string, day: string) =>
      `हमारे पिछले ई-मेल में सुधार: ${schoolName} में ${day} को ${childName} को अब ${status} दर्ज किया गया है।`,
    callSchool: (schoolName: string, helpline: string) => `प्रश्न हों तो ${schoolName} को ${helpline} पर कॉल करें।`,
    contactSchool: (schoolName: string) => `प्रश्न हों तो कृपया ${schoolName} से संपर्क करें।`,
  },
  absenceStreak: {
    subject: (childName: string, admissionNo: string) => `${childName} (${admissionNo}) विद्यालय के लगातार तीन दिन अनुपस्थित`,
    absent: (childName: string, admissionNo: string, schoolName: string, lastDay: string) =>
      `${schoolName} में आपकी कक्षा के छात्र ${childName} (प्रवेश संख्या ${admissionNo}) को विद्यालय के लगातार तीन दिन अनुपस्थित दर्ज किया गया, जिनमें अंतिम दिन ${lastDay} था:`,
    advice: 'आप परिवार से संपर्क करना चाह सकते हैं।',
  },
  digest: {
    names: digestNames,
    subject: (schoolName: string, digestName: string) => `${schoolName}: आपका ${digestName}`,
    whatIsNew: { weekly: (schoolName: string) => `इस सप्ताह ${schoolName} में यह नया है।`, daily: (schoolName: string) => `आज ${schoolName} में यह नया है।` },
    newAssignments: 'नए गृहकार्य:',
    dueWithin: (days: number) => plural('hi', days, { one: 'अगले # दिन में अंतिम तिथि:', other: 'अगले # दिनों में अंतिम तिथि:' }),
    due: (title: string, when: string) => `- ${title}: अंतिम तिथि ${when}`,
    handedIn: ' (जमा किया)',
    notHandedIn: ' (अभी जमा नहीं किया)',
    newAnnouncements: 'नई घोषणाएँ:',
    openStudyhall: 'Studyhall खोलें:',
    why: (digestName: string) => `आपको यह ई-मेल इसलिए मिला क्योंकि आपने ${digestName} चालू किया है। सदस्यता समाप्त करने के लिए यह लिंक खोलें:`,
  },
} as const satisfies Translation<typeof en.mailWords>;
