import type { DigestKind } from '../../../contract/records/digests.ts';
import { digestNames } from '../../../contract/strings/hi/digests.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../digests.ts';

export type { DigestChoiceText } from '../digests.ts';

export const digestChoiceText = {
  weekly: { label: 'साप्ताहिक ई-मेल सारांश', hint: 'आपके लिए नए गृहकार्य, आने वाली अंतिम तिथियाँ और घोषणाएँ, हर शुक्रवार 17:00 बजे।' },
  daily: { label: 'दैनिक ई-मेल सारांश', hint: 'हर बच्चे के नए गृहकार्य, आने वाली अंतिम तिथियाँ और घोषणाएँ, हर दिन 17:00 बजे।' },
} as const satisfies Translation<typeof en.digestChoiceText>;

export const digestText = {
  unreadable: 'सर्वर ने ई-मेल का ऐसा विकल्प भेजा जिसे यह पृष्ठ पढ़ नहीं सकता। कृपया बाद में फिर से प्रयास करें।',
  turnedOn: (kind: DigestKind) => `${digestNames[kind]} चालू है।`,
  turnedOff: (kind: DigestKind) => `${digestNames[kind]} बंद है।`,
} as const satisfies Translation<typeof en.digestText>;
