import { plural } from '../../../contract/strings/plural.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../photos.ts';

export const photosText = {
  noun: 'फ़ोटो अनुभाग',
  formHeading: 'नया फ़ोटो अनुभाग',
  subject: 'विषय',
  files: 'फ़ोटो',
  chosen: (count: number) => plural('hi', count, { one: '# फ़ोटो चुनी गई', other: '# फ़ोटो चुनी गईं' }),
  save: 'सहेजें',
  showAll: 'सभी फ़ोटो',
  allHeading: 'सभी फ़ोटो',
  empty: 'अभी तक कोई फ़ोटो अनुभाग नहीं जोड़ा गया है।',
  editSubject: 'विषय संपादित करें',
  deleteSection: 'हटाएँ',
  deleteSectionQuestion: 'यह पूरा अनुभाग स्थायी रूप से हटा दिया जाएगा?',
  confirm: 'पुष्टि करें',
  subjectUpdated: 'विषय अपडेट किया गया',
  deletePhoto: 'फ़ोटो हटाएँ',
  deletePhotoQuestion: 'यह फ़ोटो स्थायी रूप से हटा दी जाएगी?',
  photoDeleted: 'फ़ोटो हटा दी गई',
  delete: 'हटाएँ',
  cancel: 'रद्द करें',
  addPhotos: 'फ़ोटो जोड़ें',
  addPhotosQuestion: 'क्या आप इस अनुभाग में नई फ़ोटो जोड़ना चाहते हैं?',
  addMore: 'जोड़ें+',
  uploadFiles: 'फ़ाइलें अपलोड करें',
  photosAdded: (count: number) => plural('hi', count, { one: '# फ़ोटो जोड़ी गई', other: '# फ़ोटो जोड़ी गईं' }),
  noPhotos: 'इस अनुभाग में कोई फ़ोटो नहीं है।',
  categories: 'फ़ोटो श्रेणियाँ',
  noCategories: 'अभी तक कोई फ़ोटो साझा नहीं की गई है।',
  close: 'बंद करें',
} as const satisfies Translation<typeof en.photosText>;
