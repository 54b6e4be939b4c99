import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../notes.ts';

export const notesText = {
  noun: 'नोट्स',
  listHeading: 'अपलोड किए गए नोट्स',
  empty: 'अभी तक कोई नोट्स अपलोड नहीं किए गए हैं।',
  dateColumn: 'अपलोड की तिथि',
  titleColumn: 'शीर्षक',
  deleteColumn: 'नोट्स हटाएँ',
  download: 'नोट्स डाउनलोड करें',
  add: 'नए नोट्स जोड़ें',
  file: 'फ़ाइल अपलोड करें',
  backToDetails: 'विवरण पर लौटें',
} as const satisfies Translation<typeof en.notesText>;
