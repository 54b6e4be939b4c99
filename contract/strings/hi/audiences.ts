import type * as en from '../audiences.ts';
import type { Translation } from '../translation.ts';
import { AUDIENCE_CLASSES_MAX } from '../../validation/limits.ts';

export const audienceMessages = {
  classesInvalid: 'कक्षाएँ उनकी id की सूची के रूप में भेजें (फ़ॉर्म में: एक ही फ़ील्ड, id अल्पविराम से अलग)',
  tooMany: `एक रिकॉर्ड अधिकतम ${AUDIENCE_CLASSES_MAX.toLocaleString('hi')} कक्षाओं के लिए हो सकता है`,
  unknownClasses: 'चुनी गई कुछ कक्षाएँ मौजूद नहीं हैं। पृष्ठ दोबारा लोड करें और फिर से चुनें।',
  unknownFilter: 'ऐसी कोई कक्षा नहीं है जिसके रिकॉर्ड दिखाए जा सकें',
} as const satisfies Translation<typeof en.audienceMessages>;
