import type * as en from '../tutors.ts';
import type { Translation } from '../translation.ts';

export const tutorMessages = {
  notFound: 'यह शिक्षक मौजूद नहीं है। पृष्ठ दोबारा लोड करें।',
  lastAdmin: 'विद्यालय में कम से कम एक ऐसा व्यवस्थापक रहना चाहिए जो लॉग इन कर सके। पहले किसी दूसरे शिक्षक को व्यवस्थापक बनाएँ।',
  notYourselfBlocked: 'आप अपना खाता ब्लॉक नहीं कर सकते। कोई दूसरा व्यवस्थापक कर सकता है।',
  notYourselfAdmin: 'आप अपने व्यवस्थापक अधिकार नहीं हटा सकते। कोई दूसरा व्यवस्थापक हटा सकता है।',
  nothingToChange: 'blocked या admin भेजें',
  flagInvalid: 'true या false बताएँ',
  passwordChosen: 'इस शिक्षक ने पहले ही पासवर्ड चुन लिया है: वे उसी से लॉग इन करते हैं, और "पासवर्ड भूल गए?" से नया पासवर्ड बनता है।',
  blocked: 'यह शिक्षक ब्लॉक है। पहले उन्हें अनब्लॉक करें, फिर आमंत्रण भेजें।',
  invitationSent: (email: string) => `${email} पर आमंत्रण फिर से भेजा गया। नया लिंक एक बार, 7 दिनों तक काम करता है; पहले वाला लिंक अब काम नहीं करता।`,
} as const satisfies Translation<typeof en.tutorMessages>;
