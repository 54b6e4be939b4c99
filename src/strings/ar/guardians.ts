import { guardianMessages } from '../../../contract/strings/ar/guardians.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../guardians.ts';

export const guardiansText = {
  childrenHeading: 'أبناؤك',
  rollNo: 'رقم القيد',
  classes: 'الفصول',
  noClass: 'لا فصل بعد',
  today: 'اليوم',
  notMarkedYet: 'لم يُسجَّل بعد',
  viewOf: (view: string, name: string) => `${view}: ${name}`,
  noChildren: 'لا يرتبط أي ابن بحسابك بعد. اطلب من معلم ابنك أن يضيفك وليَّ أمر له.',
  switchChild: 'أبناؤك',
  chooseChild: 'اختر أحد الأبناء',
  chooseChildHint: 'صفحة من تريد أن ترى؟',
  unknownChild: guardianMessages.childNotFound,
  loadingForm: 'جارٍ تحميل النموذج…',
} as const satisfies Translation<typeof en.guardiansText>;
