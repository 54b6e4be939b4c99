import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../hand-in.ts';

export const handInText = {
  due: (when: string) => `موعد التسليم: ${when}`,
  points: (points: number) => `النقاط: ${points.toLocaleString('ar')}`,
  statusFact: (status: string) => `الحالة: ${status}`,
  heading: 'عملك',
  closed: 'التسليم مغلق لهذا الواجب.',
  files: 'الملفات (حتى 5)',
  chosen: 'الملفات المراد تسليمها',
  text: 'إجابتك',
  handIn: 'تسليم',
  handInAgain: 'التسليم مجددًا',
  handedInAt: (when: string) => `سُلِّم ${when}`,
  handedInFiles: 'الملفات المسلَّمة',
  takeBack: 'استرجاع',
  takeBackQuestion: 'هل تريد استرجاع عملك؟ لن يراه معلمك حتى تسلّمه مجددًا.',
  keepHandedIn: 'إبقاؤه مسلَّمًا',
  fileState: { waiting: 'في الانتظار', uploading: 'جارٍ الرفع', done: 'أُرسل', refused: 'مرفوض', notSent: 'لم يُرسل' },
  offline: 'أنت غير متصل: لا يمكنك التسليم حتى يعود الاتصال. ما اخترته وكتبته يبقى هنا.',
  feedback: 'التعليق',
  noFeedback: 'لم يُكتب أي تعليق.',
  grade: (grade: string, points?: number) => (points === undefined ? `الدرجة: ${grade}` : `الدرجة: ${grade} (من ${points.toLocaleString('ar')})`),
} as const satisfies Translation<typeof en.handInText>;
