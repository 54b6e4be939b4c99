import type { DigestKind } from '../../../contract/records/digests.ts';
import { digestNames } from '../../../contract/strings/ar/digests.ts';
import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../digests.ts';
import type { DigestChoiceText } from '../digests.ts';

export type { DigestChoiceText } from '../digests.ts';

export const digestChoiceText: Readonly<Record<DigestKind, DigestChoiceText>> = {
  weekly: { label: 'الملخص الأسبوعي بالبريد الإلكتروني', hint: 'الواجبات الجديدة ومواعيد التسليم القادمة والإعلانات الخاصة بك، كل جمعة الساعة 17:00.' },
  daily: { label: 'الملخص اليومي بالبريد الإلكتروني', hint: 'الواجبات الجديدة لكل من أبنائك ومواعيد التسليم القادمة والإعلانات، كل يوم الساعة 17:00.' },
} satisfies Translation<typeof en.digestChoiceText>;

export const digestText = {
  unreadable: 'أرسل الخادم اختيارًا للبريد الإلكتروني لا تستطيع هذه الصفحة قراءته. يرجى المحاولة لاحقًا.',
  turnedOn: (kind: DigestKind) => `${digestNames[kind]} مفعّل.`,
  turnedOff: (kind: DigestKind) => `${digestNames[kind]} متوقف.`,
} as const satisfies Translation<typeof en.digestText>;
