import { plural } from '../plural.ts';
import type { Translation } from '../translation.ts';
import type * as en from '../backup.ts';

const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** Sizes as an admin reads them: `312.4 ميغابايت`. */
function size(bytes: number): string {
  return bytes >= 1e9 ? `${(bytes / 1e9).toLocaleString('ar', oneDecimal)} غيغابايت` : `${(bytes / 1e6).toLocaleString('ar', oneDecimal)} ميغابايت`;
}

/** Counts after a preposition (على، من، لـ، مقابل): the genitive forms. */
const files = (n: number) => plural('ar', n, { zero: '# ملف', one: 'ملف واحد', two: 'ملفين', few: '# ملفات', many: '# ملفًا', other: '# ملف' });
const rows = (n: number) => plural('ar', n, { zero: '# صف', one: 'صف واحد', two: 'صفين', few: '# صفوف', many: '# صفًا', other: '# صف' });
/** A size as the predicate of «حجم … »: nominative. */
const bytesCount = (n: number) => plural('ar', n, { zero: '# بايت', one: 'بايت واحد', two: 'بايتان', few: '# بايتات', many: '# بايتًا', other: '# بايت' });
const values = (n: number) => plural('ar', n, { zero: '# قيمة', one: 'قيمة واحدة', two: 'قيمتين', few: '# قيم', many: '# قيمة', other: '# قيمة' });

const damaged = 'النسخة الاحتياطية تالفة أو مزوّرة، ولم يُستعد شيء.';

export const restoreMessages = {
  unreadable: (archive: string, reason: string) => `تعذّرت قراءة ${archive} نسخةً احتياطية من Studyhall (${reason}): فهي مقطوعة أو تالفة، ولم يُستعد شيء.`,
  bomb: `تتّسع النسخة الاحتياطية عند فكّها إلى أكثر من ألف ضعف حجمها، ولا تفعل ذلك أي نسخة حقيقية: ${damaged}`,
  oddEntry: (path: string) => `تحتوي النسخة الاحتياطية على ${path}، وهو ليس ملفًا ولا مجلدًا: ${damaged}`,
  noManifest: (first: string) => `هذا الملف ليس نسخة احتياطية من Studyhall: يبدأ بـ ${first} لا بملف manifest.json. لم يُستعد شيء.`,
  manifestTooLarge: (bytes: number, most: number) => `حجم ملف البيان في النسخة الاحتياطية ${size(bytes)}، وهو أكبر من ${size(most)}، أقصى ما يبلغه بيان أي مدرسة: ${damaged}`,
  manifestTooManyValues: (most: number) => `يحتوي ملف البيان في النسخة الاحتياطية على أكثر من ${values(most)}، وهذا أكثر مما يحويه بيان أي مدرسة: ${damaged}`,
  manifestTooManyFiles: (count: number, most: number) => `عدد الملفات في ملف البيان ${count.toLocaleString('ar')}، وهو أكثر من ${files(most)}، أقصى ما تقبله الاستعادة: ${damaged}`,
  manifestDamaged: (issues: string) => `ملف البيان في النسخة الاحتياطية تالف (${issues}): لم يُستعد شيء.`,
  notListed: (path: string) => `تحتوي النسخة الاحتياطية على ملفات لا يذكرها ملف البيان: ${path}؛ ${damaged}`,
  twice: (path: string) => `تحتوي النسخة الاحتياطية على ${path} مرتين: ${damaged}`,
  sizeDiffers: (path: string, bytes: number, listed: number) => `حجم ${path} في النسخة الاحتياطية ${bytesCount(bytes)}، بينما حجمه في ملف البيان ${bytesCount(listed)}: ${damaged}`,
  tableTooLarge: (table: string, bytes: number, rowCount: number) => `تشغل صفوف ${table} في النسخة الاحتياطية ${size(bytes)}، وهذا أكثر مما يلزم لـ ${rows(rowCount)}: ${damaged}`,
  rowTooLong: (table: string, most: number) => `أحد صفوف ${table} في النسخة الاحتياطية أطول من ${size(most)}، وهو أطول من أي صف يكتبه Studyhall: ${damaged}`,
  rowCountDiffers: (table: string, rowCount: number, listed: number) => `تحتوي النسخة الاحتياطية على ${rows(rowCount)} في ${table}، بينما عددها في ملف البيان ${listed.toLocaleString('ar')}: ${damaged}`,
  rowsDiffer: (table: string) => `صفوف ${table} في النسخة الاحتياطية لا تطابق ملف البيان: ${damaged}`,
  fileDiffers: (name: string) => `الملف ${name} في النسخة الاحتياطية لا يطابق ملف البيان: ${damaged}`,
  missing: (paths: string) => `تنقص النسخة الاحتياطية ${paths}، مع أن ملف البيان يذكرها: فهي مقطوعة أو تالفة، ولم يُستعد شيء.`,
  filesForRows: (fileCount: number, rowCount: number) => `عدد الملفات في ملف البيان ${fileCount.toLocaleString('ar')} مقابل ${rows(rowCount)} في جدول uploads: ${damaged}`,
  noRoom: (needed: number, free: number, dir: string) => `تحتاج استعادة هذه النسخة الاحتياطية إلى ${size(needed)} من المساحة الحرة في ${dir}، والمتاح فيه ${size(free)}: أفرغ مساحة وشغّلها مجددًا. لم يُستعد شيء.`,
  strayUpload: (name: string) => `يذكر جدول uploads في النسخة الاحتياطية ملفًا لا تحتويه (${name}): ${damaged}`,
  rowsRefused: (reason: string) => `رفضت قاعدة البيانات صفوف النسخة الاحتياطية (${reason})، لذا لم يُستعد شيء.`,
  schemaNewer: (reason: string) => `${reason} استعد النسخة بإصدار من Studyhall لا يقلّ حداثةً عن الإصدار الذي أنشأها، في مجلد بيانات أو قاعدة بيانات لم يفتحها أي خادم منذ ذلك الحين.`,
} as const satisfies Translation<typeof en.restoreMessages>;
