import { registerMessages } from '../../../contract/strings/hi/registers.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../attendance.ts';

const number = (n: number) => n.toLocaleString('hi');

export const attendanceText = {
  status: {
    present: 'उपस्थित',
    absent: 'अनुपस्थित',
    late: 'देर से',
    excused: 'छुट्टी स्वीकृत',
    'not-marked': 'दर्ज नहीं',
    holiday: 'अवकाश',
  },
  letter: { present: 'उ', absent: 'अ', late: 'दे', excused: 'छु', 'not-marked': '–', holiday: 'अव' },

  absenteesOn: (dayInWords: string) => `${dayInWords} को अनुपस्थित छात्र`,
  noAbsentees: 'कोई अनुपस्थित छात्र नहीं मिला',
  markAbsentees: 'अनुपस्थित छात्र दर्ज करें',
  markAbsenteesOn: (dayInWords: string) => `अनुपस्थित छात्र दर्ज करें: ${dayInWords}`,
  select: 'चुनें',
  rollNo: 'अनुक्रमांक',
  name: 'नाम',
  submit: 'सबमिट करें',
  selectStudent: (name: string) => `${name} को चुनें`,
  absentCount: (count: number) => `${number(count)} अनुपस्थित`,
  noStudents: 'अभी तक किसी छात्र ने साइन अप नहीं किया है।',
  saved: (dayInWords: string) => `${dayInWords} के अनुपस्थित छात्र सहेज लिए गए`,
  downloadCsv: (monthYear: string) => `${monthYear} की उपस्थिति CSV के रूप में डाउनलोड करें`,

  register: 'हाज़िरी रजिस्टर',
  wholeSchool: 'पूरा विद्यालय',
  myClasses: 'मेरी कक्षाएँ',
  otherClasses: 'दूसरी कक्षाएँ',
  day: 'दिन',
  previousDay: 'पिछला दिन',
  nextDay: 'अगला दिन',
  registerOf: (className: string, dayInWords: string) => `${className}, ${dayInWords}`,
  notTaken: 'अभी हाज़िरी नहीं ली गई: दर्ज होने तक सभी उपस्थित माने जाते हैं।',
  taken: (time: string, date: string, tutor: string) => `${tutor} ने ${date} को ${time} बजे हाज़िरी ली`,
  closedDay: registerMessages.closedDay,
  noRoster: 'इस कक्षा में अभी कोई नहीं है। व्यवस्थापक कक्षाएँ पृष्ठ पर छात्रों को जोड़ते हैं।',
  marks: { present: 'उपस्थित', absent: 'अनुपस्थित', late: 'देर से', excused: 'छुट्टी स्वीकृत' },
  marksKey: 'निशान',
  noteFor: (name: string) => `${name} के लिए टिप्पणी`,
  notePlaceholder: 'टिप्पणी (वैकल्पिक)',
  markCounts: (absent: number, late: number, excused: number) => `${number(absent)} अनुपस्थित, ${number(late)} देर से, ${number(excused)} छुट्टी स्वीकृत`,
  takeRegister: 'रजिस्टर सहेजें',
  registerSaved: (registerName: string) => `रजिस्टर सहेजा गया: ${registerName}`,
  downloadClassCsv: (monthYear: string, className: string) => `${className}: ${monthYear} की उपस्थिति CSV के रूप में डाउनलोड करें`,

  report: 'उपस्थिति रिपोर्ट',
  absences: 'अनुपस्थितियों की संख्या',
  schoolDays: 'विद्यालय के दिन',
  daysPresent: 'उपस्थित दिन',
  daysLate: 'देर से आने के दिन',
  daysExcused: 'स्वीकृत छुट्टी के दिन',
  daysNotMarked: 'दर्ज न किए गए दिन',
  calendarKey: 'संकेत',
} as const satisfies Translation<typeof en.attendanceText>;
