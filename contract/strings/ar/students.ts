import { plural } from '../plural.ts';
import type { Translation } from '../translation.ts';
import type * as en from '../students.ts';

export const studentSearchMessages = {
  queryLong: (most: number) => `ابحث بما لا يزيد على ${plural('ar', most, { zero: '# حرف', one: 'حرف واحد', two: 'حرفين', few: '# أحرف', many: '# حرفًا', other: '# حرف' })}`,
  classInvalid: 'يجب أن يكون الفصل معرّف فصل',
  blockedInvalid: 'يجب أن تكون قيمة الحظر true أو false',
  pageInvalid: 'يجب أن تكون الصفحة عددًا صحيحًا من 1 فما فوق',
  limitInvalid: 'يجب أن يكون الحد عددًا صحيحًا من 1 فما فوق',
} as const satisfies Translation<typeof en.studentSearchMessages>;

export const studentResetMessages = {
  sent: (name: string) => `أرسلنا إلى ${name} بريدًا إلكترونيًا فيه رابط لاختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة، لمدة 24 ساعة.`,
  blocked: 'هذا الطالب محظور. ألغِ حظره أولًا، ثم أرسل إعادة التعيين.',
  throttled: (wait: string) => `أُرسلت إلى هذا الطالب عدة رسائل لإعادة التعيين. يرجى المحاولة مجددًا بعد ${wait}.`,
} as const satisfies Translation<typeof en.studentResetMessages>;
