import type { SubmissionStatus } from '../../../contract/records/coursework.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../hand-ins.ts';

export { statusOrder } from '../hand-ins.ts';

export const statusText = {
  assigned: 'सौंपा गया',
  'handed-in': 'जमा किया',
  late: 'देर से',
  missing: 'बकाया',
  returned: 'लौटाया गया',
} as const satisfies Translation<typeof en.statusText>;

export const handInsText = {
  dueDate: 'अंतिम तिथि (वैकल्पिक)',
  dueTime: 'अंतिम समय',
  dueTimeMissing: 'जमा करने का अंतिम समय दर्ज करें',
  dueDateMissing: 'जमा करने का अंतिम दिन दर्ज करें',
  points: 'अंक (वैकल्पिक)',
  handInOpen: 'छात्र जमा कर सकते हैं',
  dueColumn: 'अंतिम तिथि',
  noDue: 'कोई अंतिम तिथि नहीं',
  handInsColumn: 'जमा कार्य',
  handInClosed: 'जमा करना बंद है',
  openHandIns: 'जमा कार्य',
  count: (count: number, status: SubmissionStatus) => `${statusText[status]}: ${count.toLocaleString('hi')}`,
  noStudents: 'कोई छात्र नहीं',
  heading: (title: string) => `जमा कार्य: ${title}`,
  back: 'गृहकार्य पर लौटें',
  downloadAll: 'सभी डाउनलोड करें (ZIP)',
  empty: 'यह गृहकार्य अभी किसी छात्र के लिए नहीं है।',
  noneWithStatus: 'किसी छात्र की यह स्थिति नहीं है।',
  filter: 'दिखाएँ',
  allStatuses: 'सभी छात्र',
  rollNo: 'अनुक्रमांक',
  name: 'नाम',
  status: 'स्थिति',
  handedInAt: 'जमा किया',
  files: 'फ़ाइलें',
  grade: 'ग्रेड',
  gradeOutOf: (points: number) => `ग्रेड (${points.toLocaleString('hi')} में से)`,
  feedback: 'टिप्पणी',
  answer: 'उत्तर',
  noAnswer: 'कोई लिखित उत्तर नहीं।',
  noFiles: 'कोई फ़ाइल नहीं।',
  save: 'सहेजें',
  return: 'लौटाएँ',
  undoReturn: 'लौटाना रद्द करें',
  backToTable: 'जमा कार्य पर लौटें',
  saved: 'ग्रेड और टिप्पणी सहेज ली गईं',
  returned: 'कार्य लौटा दिया गया',
  unreturned: 'लौटाना रद्द किया गया',
} as const satisfies Translation<typeof en.handInsText>;
