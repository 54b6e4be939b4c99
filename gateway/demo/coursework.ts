import { dayMonthYear, type CalendarDay } from '../../contract/dates/codecs.ts';
import type { ApiDeps } from '../api/context.ts';
import { keepFile } from '../api/file-uploads.ts';
import type { FileRecordTable, Queries } from '../db/index.ts';
import { DOCUMENT_KINDS } from '../files/file-kinds.ts';
import { onePagePdf } from '../files/one-page-pdf.ts';
import { momentOn, type SchoolYear } from './calendar.ts';
import type { Random } from './random.ts';
import { assignmentText, noteText, type Coursework } from './texts.ts';
import { receivedUpload, savedName } from './uploads.ts';

/** How many of each a tutor uploads in a school week. */
const PER_WEEK: Record<FileRecordTable, readonly [min: number, max: number]> = { assignments: [2, 4], notes: [1, 2] };

/**
 * A year of assignments and notes, each with its PDF kept as an upload is: on random days of
 * every school week, during school hours, plus one of each today so Today's Task is never
 * empty. Answers how many of each were made.
 *
 * @param school the database and the file store
 * @param year the school year being made
 * @param random where days and texts are drawn from
 * @param now the demo's present
 * @example const { assignments, notes } = await writeCoursework({ store, files }, year, random, now)
 */
export async function writeCoursework(school: Pick<ApiDeps, 'store' | 'files'>, year: SchoolYear, random: Random, now: Date): Promise<Record<FileRecordTable, number>> {
  const made = { assignments: 0, notes: 0 };
  for (const table of ['assignments', 'notes'] as const) {
    const textOf = table === 'assignments' ? assignmentText : noteText;
    const [min, max] = PER_WEEK[table];
    const days = year.weeks.flatMap((week) => Array.from({ length: random.int(min, max) }, () => random.pick(week)));
    for (const day of [...days.sort(), year.today]) {
      await addFileRecord(school, table, day, textOf(random), momentOn(day, random.int(8, 15), random.int(0, 59), now));
      made[table] += 1;
    }
  }
  return made;
}

/**
 * One record as the tutor's upload form makes it: the day sent as `20/Nov/2026`, its PDF kept
 * first; `also` writes what the form sends beside it (an audience, a due time) in the record's
 * transaction. Answers the record's id.
 *
 * @example const id = await addFileRecord(school, 'assignments', day, text, at, (id, tx) => tx.audiences.set('assignments', id, [classId]))
 */
export async function addFileRecord(
  school: Pick<ApiDeps, 'store' | 'files'>,
  table: FileRecordTable,
  day: CalendarDay,
  text: Coursework,
  at: Date,
  also?: (id: string, tx: Queries) => Promise<void>,
): Promise<string> {
  const file = await receivedUpload(school.files, onePagePdf(text.title), savedName(text.title, 'pdf'), DOCUMENT_KINDS);
  return keepFile({ ...school, now: () => at }, file, async (upload, tx) => {
    const id = await tx[table].create({ date: dayMonthYear.format(day), day, title: text.title, description: text.description, upload: upload.name }, at);
    await also?.(id, tx);
    return id;
  });
}
