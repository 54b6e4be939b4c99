import { IMPORT_COLUMNS } from '../../records/student-import.ts';
import type * as en from '../student-import.ts';
import { plural } from '../plural.ts';
import type { Translation } from '../translation.ts';

const COLUMNS = IMPORT_COLUMNS.join(', ');

/** A list as a sentence reads it: `नाम, संपर्क और कक्षाएँ`. */
function inWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} और ${items.at(-1) ?? ''}`;
}

export const studentImportMessages = {
  dryRunInvalid: 'dryRun 1 या 0 होना चाहिए',
  headerInvalid: `पहली पंक्ति में कॉलम ${COLUMNS} इसी क्रम में, अल्पविराम या अर्धविराम से अलग करके लिखे होने चाहिए।`,
  tooManyRows: (most: number) => `फ़ाइल में ${most.toLocaleString('hi')} से अधिक छात्र हैं, जो एक आयात की सीमा है। इसे छोटी फ़ाइलों में बाँटें।`,
  lineTooLong: (line: number, most: number) => `पंक्ति ${line.toLocaleString('hi')} ${most.toLocaleString('hi')} अक्षरों से लंबी है। जाँचें कि उसका हर उद्धरण चिह्न बंद किया गया है।`,
  quoteNotClosed: (line: number) => `पंक्ति ${line.toLocaleString('hi')} पर खुला उद्धरण चिह्न कहीं बंद नहीं होता।`,
  lineUnreadable: (line: number) => `पंक्ति ${line.toLocaleString('hi')} मान्य CSV नहीं है: उद्धरण चिह्न में लिखा सेल उसी चिह्न से बंद होना चाहिए, और उसके भीतर का उद्धरण चिह्न दो बार ("") लिखा जाता है।`,
  notText: 'फ़ाइल UTF-8 टेक्स्ट नहीं है। स्प्रेडशीट से इसे “CSV UTF-8” के रूप में सहेजें और फिर से चुनें।',
  busy: 'एक दूसरा आयात लागू हो रहा है। उसके पूरा होने तक रुकें, फिर से प्रयास करें।',
  changedMeanwhile: 'फ़ाइल लागू होते समय छात्र या कक्षाएँ बदल गईं, इसलिए कुछ भी नहीं बदला गया। कृपया इसे फिर से लागू करें।',
  cellCount: (count: number) =>
    plural('hi', count, {
      one: `इस पंक्ति में # सेल है; हर पंक्ति में ${IMPORT_COLUMNS.length.toLocaleString('hi')} कॉलम ${COLUMNS} होने चाहिए`,
      other: `इस पंक्ति में # सेल हैं; हर पंक्ति में ${IMPORT_COLUMNS.length.toLocaleString('hi')} कॉलम ${COLUMNS} होने चाहिए`,
    }),
  admissionNoLong: (most: number) => `प्रवेश संख्या अधिकतम ${most.toLocaleString('hi')} अक्षरों की हो सकती है`,
  emailOfStudent: (admissionNo: string) => `यह ई-मेल पता प्रवेश संख्या ${admissionNo} वाले छात्र का है`,
  sameAdmissionNo: (line: number) => `पंक्ति ${line.toLocaleString('hi')} में भी यही प्रवेश संख्या है`,
  sameEmail: (line: number) => `पंक्ति ${line.toLocaleString('hi')} में भी यही ई-मेल पता है`,
  sameStudent: (line: number) => `पंक्ति ${line.toLocaleString('hi')} भी इसी छात्र के बारे में है`,
  archivedClass: (name: string) => `कक्षा “${name}” संग्रहीत है: पहले कक्षाएँ पृष्ठ पर उसे फिर से चालू करें, या उसे छोड़ दें`,
  className: (name: string, message: string) => `कक्षा “${name}”: ${message}`,
  guardianInvalid: (email: string) => `अभिभावक का ई-मेल “${email}” मान्य ई-मेल पता नहीं है`,
  guardianIsStudent: 'अभिभावक का ई-मेल छात्र का अपना ई-मेल नहीं हो सकता',
  guardianNotGuardian: (email: string) => `अभिभावक का ई-मेल “${email}” किसी छात्र या शिक्षक के खाते का है: अभिभावक के लिए उनका अपना पता चाहिए`,
  nextNumber: 'अगली खाली प्रवेश संख्या मिलती है',
  givenNumber: (admissionNo: string) => `प्रवेश संख्या ${admissionNo} दी गई`,
  createsClass: (name: string) => `कक्षा “${name}” बनाता है`,
  changes: (fields: readonly string[]) => `${inWords(fields)} बदलता है`,
  fields: { name: 'नाम', email: 'ई-मेल', contact: 'संपर्क', classes: 'कक्षाएँ', guardians: 'अभिभावकों के ई-मेल' },
} as const satisfies Translation<typeof en.studentImportMessages>;
