import type { Translation } from '../translation.ts';
import type * as en from '../guardians.ts';

export const guardianMessages = {
  emailNotGuardian: 'عنوان البريد الإلكتروني هذا لحساب طالب أو معلم. يحتاج ولي الأمر إلى عنوان بريد إلكتروني خاص به.',
  studentNotFound: 'هذا الطالب غير موجود.',
  childNotFound: 'هذا الطفل ليس من أبنائك.',
} as const satisfies Translation<typeof en.guardianMessages>;
