import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../navigation.ts';

export const navigationText = {
  titles: {
    tasks: 'مهام اليوم',
    attendence: 'الحضور',
    students: 'الطلاب',
    assignments: 'الواجبات',
    announcements: 'الإعلانات',
    notes: 'المذكرات',
    events: 'الفعاليات',
    photos: 'الصور',
    profile: 'الملف الشخصي',
    classes: 'الفصول',
    tutors: 'المعلمون',
    school: 'المدرسة',
    account: 'الحساب',
  },
  home: { student: 'الرئيسية', tutor: 'لوحة المعلومات', guardian: 'الرئيسية' },
} satisfies Translation<typeof en.navigationText>;

export const sectionDescriptionText = {
  student: {
    home: 'إعلانات اليوم وفعالياته من معلميك.',
    tasks: 'الواجبات والمذكرات التي رفعها معلموك اليوم.',
    attendence: 'تقويم حضورك: حاضر أو غائب أو إجازة في كل يوم، وتقرير بالمجاميع.',
    assignments: 'كل واجب من معلميك، مع وصفه وملفه للتنزيل.',
    announcements: 'إعلانات معلميك، لكل منها تاريخها ووصفها وصورتها.',
    notes: 'المذكرات التي رفعها معلموك، مع أوصافها وملفاتها للتنزيل.',
    events: 'فعاليات المدرسة: التاريخ، والنادي الذي ينظم كل فعالية، وموضوعها.',
    photos: 'صور من معلميك، مرتبة حسب الموضوع.',
    profile: 'ملفك الشخصي كطالب: الاسم والبريد الإلكتروني ورقم التواصل، ونموذج لتغييرها.',
  },
  tutor: {
    home: 'ساعة حية، وعدد الطلاب المسجلين، وفعاليات اليوم.',
    attendence: 'تقويم الحضور: سجّل الغائبين في يوم ما واعرف من تغيّب.',
    students: 'كل طالب مسجل: بياناته، وتعديلها، وحظر الحساب أو إلغاء حظره.',
    assignments: 'ارفع الواجبات لطلابك، وعدّلها أو احذفها.',
    announcements: 'انشر إعلانات مع صورة، وعدّل الإعلانات السابقة أو احذفها.',
    notes: 'ارفع المذكرات لطلابك، وعدّلها أو احذفها.',
    profile: 'ملفك الشخصي كمعلم: الاسم والبريد الإلكتروني ورقم التواصل، ونموذج لتغييرها.',
    events: 'أضف فعاليات المدرسة مع تاريخها وناديها، وعدّلها أو احذفها.',
    photos: 'أقسام الصور حسب الموضوع: ارفع الصور، أو أعد تسمية قسم، أو احذفه.',
    classes: 'فصول المدرسة ومعلموها وطلابها؛ ينشئها مسؤولو المدرسة ويعيدون تسميتها ويؤرشفونها ويحددون قوائمها.',
    tutors: 'معلمو المدرسة، لمسؤوليها: ادعُ معلمًا بالبريد الإلكتروني، واحظره أو ألغِ حظره، واختر من يكون مسؤولًا أيضًا.',
    school: 'اسم المدرسة وخط المساعدة والمنطقة الزمنية وأيام الإغلاق والإجازات، ويغيّرها مسؤولو المدرسة.',
  },
  guardian: {
    home: 'أبناؤك: فصولهم وهل هم في المدرسة اليوم.',
    attendence: 'تقويم حضور ابنك: حاضر أو غائب أو متأخر أو بعذر في كل يوم، وتقرير بالمجاميع.',
    assignments: 'واجبات ابنك: مواعيد التسليم وهل سُلِّم كل واجب.',
    announcements: 'إعلانات فصول ابنك والمدرسة كلها.',
    events: 'فعاليات فصول ابنك والمدرسة كلها.',
    account: 'حسابك كولي أمر: الملخص اليومي بالبريد الإلكتروني، ونموذج لتغيير كلمة المرور.',
  },
} satisfies Translation<typeof en.sectionDescriptionText>;

export const appText = {
  student: {
    name: 'Studyhall',
    short_name: 'Studyhall',
    description: 'مهام اليوم والحضور والواجبات والمذكرات والفعاليات والصور من معلمك.',
  },
  tutor: {
    name: 'Studyhall للمعلمين',
    short_name: 'Studyhall معلم',
    description: 'أدِر طلابك والحضور والواجبات والإعلانات والمذكرات والفعاليات والصور.',
  },
  guardian: {
    name: 'Studyhall لأولياء الأمور',
    short_name: 'Studyhall ولي أمر',
    description: 'حضور أبنائك وواجباتهم والإعلانات والفعاليات.',
  },
} satisfies Translation<typeof en.appText>;

export const toastText = { region: 'الإشعارات', close: 'إغلاق الإشعار' } satisfies Translation<typeof en.toastText>;
