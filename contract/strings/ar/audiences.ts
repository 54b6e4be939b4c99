import { AUDIENCE_CLASSES_MAX } from '../../validation/limits.ts';
import { plural } from '../plural.ts';
import type { Translation } from '../translation.ts';
import type * as en from '../audiences.ts';

export const audienceMessages = {
  classesInvalid: 'أرسل الفصول قائمةً بمعرّفات الفصول (في النموذج: حقل واحد، والمعرّفات مفصولة بفواصل)',
  tooMany: `لا يمكن أن يكون السجل لأكثر من ${plural('ar', AUDIENCE_CLASSES_MAX, { zero: '# فصل', one: 'فصل واحد', two: 'فصلين', few: '# فصول', many: '# فصلًا', other: '# فصل' })}`,
  unknownClasses: 'بعض الفصول المختارة غير موجودة. أعد تحميل الصفحة واختر مجددًا.',
  unknownFilter: 'لا يوجد فصل كهذا لعرض سجلاته',
} as const satisfies Translation<typeof en.audienceMessages>;
