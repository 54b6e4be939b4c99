import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../events.ts';

export const eventsText = {
  noun: 'कार्यक्रम',
  formHeading: 'नया कार्यक्रम',
  event: 'कार्यक्रम',
  club: 'आयोजक',
  description: 'विवरण',
  date: 'तिथि',
  save: 'सहेजें',
  showAll: 'सभी कार्यक्रम दिखाएँ',
  allHeading: 'सभी कार्यक्रम',
  empty: 'अभी तक कोई कार्यक्रम नहीं जोड़ा गया है।',
  dateColumn: 'तिथि',
  pastDate: (date: string) => `${date} (बीत चुका)`,
  clubColumn: 'क्लब',
  eventColumn: 'कार्यक्रम',
  editColumn: 'संपादित करें',
  deleteColumn: 'हटाएँ',
  editHeading: 'कार्यक्रम संपादित करें',
  changeEvent: 'कार्यक्रम का नाम बदलें',
  changeClub: 'क्लब बदलें',
  change: 'बदलें',
  deleteQuestion: 'निम्नलिखित कार्यक्रम स्थायी रूप से हटा दिया जाएगा:',
  conductedBy: (club: string) => `आयोजक: ${club}`,
  eventDate: (date: string) => `तिथि: ${date}`,
  listHeading: 'कार्यक्रम',
} as const satisfies Translation<typeof en.eventsText>;
