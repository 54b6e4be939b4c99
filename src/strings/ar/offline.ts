import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../offline.ts';

export const offlineText = {
  banner: (time: string) => `أنت غير متصل — يُعرض ما حُفظ في ${time}`,
  needsConnection: 'أنت غير متصل: يحتاج هذا إلى اتصال.',
  listNotSaved: 'أنت غير متصل، ولم يُحفظ هذا على هذا الجهاز بعد. سيظهر عندما يعود الاتصال.',
  page: {
    title: 'غير متصل',
    description: 'لم تُحفظ هذه الصفحة على هذا الجهاز للقراءة دون اتصال بالإنترنت.',
    heading: 'أنت غير متصل',
    body: 'لم تُحفظ هذه الصفحة على هذا الجهاز. ستُفتح عندما يعود الاتصال.',
    link: 'العودة إلى البداية',
  },
  newVersion: 'إصدار جديد جاهز',
  reload: 'إعادة التحميل',
} as const satisfies Translation<typeof en.offlineText>;
