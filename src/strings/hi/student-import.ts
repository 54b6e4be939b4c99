import type { ImportAction } from '../../../contract/records/student-import.ts';
import { plural } from '../../../contract/strings/plural.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../student-import.ts';

/** `n` of a thing, in words: '1 पंक्ति', '2,000 पंक्तियाँ'. */
const counted = (n: number, one: string, many: string) => plural('hi', n, { one: `# ${one}`, other: `# ${many}` });

const number = (n: number) => n.toLocaleString('hi');

type Counts = Record<ImportAction, number>;

const actions = { add: 'जोड़ना', update: 'अपडेट', unchanged: 'अपरिवर्तित', error: 'त्रुटि' } as const satisfies Translation<typeof en.studentImportText.actions>;

export const studentImportText = {
  intro: 'स्प्रेडशीट से CSV फ़ाइल के रूप में सहेजी गई फ़ाइल से एक साथ कई छात्र जोड़ें या अपडेट करें: पहले शीर्ष पंक्ति, फिर हर पंक्ति में एक छात्र, इन्हीं कॉलमों में और इसी क्रम में।',
  lists: 'जिस सेल में कई कक्षाएँ या ई-मेल पते हों, उनमें उन्हें ; से अलग करें (जैसे 7A;Chess club)।',
  allOrNothing: 'पहले फ़ाइल जाँचें: जाँचने से कुछ नहीं बदलता। फिर उसका आयात करें: या तो हर पंक्ति का आयात होता है, या किसी भी पंक्ति में त्रुटि रहते किसी का नहीं।',
  columnsCaption: 'फ़ाइल के कॉलम',
  columnHeader: 'कॉलम',
  meaningHeader: 'इसमें क्या होता है',
  columns: {
    admission_no: 'छात्र की प्रवेश संख्या, यानी उसका अनुक्रमांक। विद्यालय में पहले से मौजूद संख्या उस छात्र को अपडेट करती है; नई संख्या नया छात्र जोड़ती है, और बिना संख्या वाले नए छात्र को अगली खाली संख्या मिलती है।',
    full_name: 'छात्र का पूरा नाम।',
    email: 'उसका ई-मेल पता, जो किसी दूसरे खाते का न हो। नए छात्र को पासवर्ड चुनने के आमंत्रण का ई-मेल मिलता है।',
    contact: 'उसका फ़ोन नंबर: 7 से 15 अंक; स्पेस, - और शुरू में + की अनुमति है।',
    classes: 'वह जिन कक्षाओं में है, उनके नाम, ; से अलग। जो कक्षा विद्यालय में अभी नहीं है, वह बना दी जाती है।',
    guardian_emails: 'उसके माता-पिता या देखभाल करने वालों के ई-मेल पते, ; से अलग। खाली हो सकता है।',
  },
  file: 'CSV फ़ाइल',
  check: 'फ़ाइल जाँचें',
  checking: 'फ़ाइल जाँची जा रही है…',
  applying: 'छात्रों का आयात हो रहा है…',
  actions,
  checked: ({ add, update, unchanged, error }: Counts) =>
    `जाँच पूरी: ${counted(add + update + unchanged + error, 'पंक्ति', 'पंक्तियाँ')}; जोड़ने के लिए ${number(add)}, अपडेट के लिए ${number(update)}, ${number(unchanged)} अपरिवर्तित, ${counted(error, 'त्रुटि', 'त्रुटियाँ')}।`,
  imported: ({ add, update, unchanged }: Counts) =>
    `आयात पूरा: ${plural('hi', add, { one: '# छात्र जोड़ा गया', other: '# छात्र जोड़े गए' })}, ${number(update)} अपडेट किए गए, ${number(unchanged)} अपरिवर्तित।`,
  newClasses: 'आयात से बनने वाली कक्षाएँ',
  createdClasses: 'बनाई गई कक्षाएँ',
  apply: (n: number) => plural('hi', n, { one: '# छात्र का आयात करें', other: '# छात्रों का आयात करें' }),
  fixErrors: 'फ़ाइल में त्रुटि वाली पंक्तियाँ सुधारें और उसे फिर से जाँचें: किसी भी पंक्ति में त्रुटि रहते कुछ भी आयात नहीं हो सकता।',
  nothingToImport: 'फ़ाइल का हर छात्र पहले से वैसा ही है जैसा उसमें लिखा है: आयात करने के लिए कुछ नहीं है।',
  changedSinceCheck: 'कुछ भी आयात नहीं हुआ: फ़ाइल जाँचने के बाद विद्यालय में बदलाव हुए हैं, और अब कुछ पंक्तियों में त्रुटियाँ हैं। वे नीचे दी गई हैं।',
  unreadable: 'सर्वर ने ऐसी रिपोर्ट भेजी जिसे यह पृष्ठ पढ़ नहीं सकता। कृपया बाद में फिर से प्रयास करें।',
  errorsHeading: (n: number) => plural('hi', n, { one: '# पंक्ति में त्रुटि', other: '# पंक्तियों में त्रुटियाँ' }),
  rowsHeading: 'आयात की जाने वाली पंक्तियाँ',
  importedRowsHeading: 'आयात की गई पंक्तियाँ',
  lineColumn: 'पंक्ति',
  rollnoColumn: 'अनुक्रमांक',
  nameColumn: 'नाम',
  actionColumn: 'कार्रवाई',
  messagesColumn: 'विवरण',
  show: 'दिखाई गई पंक्तियाँ',
  allRows: (n: number) => `सभी (${number(n)})`,
  rowsDoing: (action: ImportAction, n: number) => `${actions[action]} (${number(n)})`,
} as const satisfies Translation<typeof en.studentImportText>;
