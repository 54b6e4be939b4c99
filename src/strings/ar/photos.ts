import { plural } from '../../../contract/strings/plural.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../photos.ts';

export const photosText = {
  /** With the article: the toasts say «تم حفظ قسم الصور». */
  noun: 'قسم الصور',
  formHeading: 'قسم صور جديد',
  subject: 'الموضوع',
  files: 'الصور',
  chosen: (count: number) =>
    plural('ar', count, { zero: 'لم تُختر أي صورة', one: 'اختيرت صورة واحدة', two: 'اختيرت صورتان', few: 'اختيرت # صور', many: 'اختيرت # صورة', other: 'اختيرت # صورة' }),
  save: 'حفظ',
  showAll: 'جميع الصور',
  allHeading: 'جميع الصور',
  empty: 'لم تُضف أي أقسام صور بعد.',
  editSubject: 'تعديل الموضوع',
  deleteSection: 'حذف',
  deleteSectionQuestion: 'هل تريد حذف هذا القسم كله نهائيًا؟',
  confirm: 'تأكيد',
  subjectUpdated: 'تم تحديث الموضوع',
  deletePhoto: 'حذف الصورة',
  deletePhotoQuestion: 'هل تريد حذف هذه الصورة نهائيًا؟',
  photoDeleted: 'تم حذف الصورة',
  delete: 'حذف',
  cancel: 'إلغاء',
  addPhotos: 'إضافة صور',
  addPhotosQuestion: 'هل تريد إضافة صور جديدة إلى هذا القسم؟',
  addMore: 'إضافة+',
  uploadFiles: 'رفع الملفات',
  photosAdded: (count: number) =>
    plural('ar', count, { zero: 'لم تُضف أي صورة', one: 'أُضيفت صورة واحدة', two: 'أُضيفت صورتان', few: 'أُضيفت # صور', many: 'أُضيفت # صورة', other: 'أُضيفت # صورة' }),
  noPhotos: 'لا صور في هذا القسم.',
  categories: 'أقسام الصور',
  noCategories: 'لم تُشارك أي صور بعد.',
  close: 'إغلاق',
} as const satisfies Translation<typeof en.photosText>;
