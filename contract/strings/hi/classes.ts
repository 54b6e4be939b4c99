import type * as en from '../classes.ts';
import type { Translation } from '../translation.ts';

export const classMessages = {
  nameRequired: 'कक्षा का नाम आवश्यक है',
  nameLong: 'कक्षा का नाम अधिकतम 60 अक्षरों का हो सकता है',
  nameSemicolon: 'कक्षा के नाम में “;” नहीं हो सकता: CSV फ़ाइल में यह कक्षाओं को अलग करता है',
  nameTaken: (name: string) => `उपयोग में एक कक्षा का नाम पहले से “${name}” है। दूसरा नाम चुनें, या पहले उस कक्षा को संग्रहीत करें।`,
  archivedInvalid: 'बताएँ कि कक्षा संग्रहीत है या नहीं: true या false',
  nothingToChange: 'नया name, archived या tutorIds भेजें',
  idsInvalid: 'id की सूची भेजें',
  tooMany: (most: number) => `एक बार में अधिकतम ${most.toLocaleString('hi')} लोग भेजे जा सकते हैं`,
  notFound: 'यह कक्षा मौजूद नहीं है।',
  unknownTutors: 'चुने गए कुछ शिक्षक इस विद्यालय के शिक्षक नहीं हैं। पृष्ठ दोबारा लोड करें और फिर से चुनें।',
  unknownStudents: 'चुने गए कुछ छात्र इस विद्यालय के छात्र नहीं हैं। पृष्ठ दोबारा लोड करें और फिर से चुनें।',
} as const satisfies Translation<typeof en.classMessages>;
