import { writeFile } from 'node:fs/promises';
import type { SubmissionStatus } from '../../contract/records/coursework.ts';
import type { ApiDeps } from '../api/context.ts';
import type { Row } from '../db/index.ts';
import type { FileStore } from '../files/file-store.ts';
import { onePagePdf } from '../files/one-page-pdf.ts';
import { momentOn, type SchoolYear } from './calendar.ts';
import type { DemoClass } from './classes.ts';
import { addFileRecord } from './coursework.ts';
import type { Random } from './random.ts';
import { assignmentText } from './texts.ts';

/** What the students of a class do with its homework, ten at a time: six hand in on time, one late, one has theirs returned, two nothing. */
const TEN_STUDENTS: readonly HandedStatus[] = ['handed-in', 'handed-in', 'handed-in', 'handed-in', 'handed-in', 'handed-in', 'late', 'returned', 'missing', 'missing'];
/** School days between a homework being set and its due day. */
const SET_DAYS_BEFORE = 5;
/** The homework is due at this hour of its day (local time). */
const DUE_HOUR = 17;
/** Files stored at once: the file store syncs each to disk, and a few syncs in flight overlap. */
const KEEPS_AT_ONCE = 16;
const RETURNED = { grade: '17/20', feedback: 'Good work; check question 4.' };

type HandedStatus = Exclude<SubmissionStatus, 'assigned'>;

/** The homework made, and its hand-ins by status. */
export interface HandInCounts {
  /** One homework a class, due the school day before today. */
  homework: number;
  submissions: Record<HandedStatus, number>;
  /** Files handed in, each stored with its `uploads` row. */
  files: number;
}

/** One student's hand-in, before its files are stored. */
interface HandIn {
  assignmentId: string;
  studentId: string;
  status: HandedStatus;
  handedInAt: Date;
  /** The pages the student sends, one PDF each. */
  pages: number;
  text: string;
}

/**
 * Every class's homework of the week and its hand-ins, as a tutor sets it and the students
 * hand in: an assignment for the class alone (its audience), set SET_DAYS_BEFORE school days
 * before the school day before today and due that day at DUE_HOUR, with its PDF. Of each ten
 * students of the roster, six handed in one to three PDFs on time, one late, one was returned
 * with a grade and feedback, and two handed in nothing (missing). The assignments go through
 * the upload form's path; the hand-ins' files through the file store, their rows (`uploads`,
 * `submissions`, `submission_files`) in batches through the store's table copies, in one
 * transaction: twenty thousand hand-ins one request at a time would take minutes.
 *
 * @param school the database and the file store
 * @param classes the classes, with their rosters
 * @param year the school year being made (at least SET_DAYS_BEFORE + 2 school days)
 * @param random where the texts and times are drawn from
 * @param now the demo's present
 * @example const { homework, submissions } = await writeHandIns({ store, files }, classes, year, random, now)
 */
export async function writeHandIns(school: Pick<ApiDeps, 'store' | 'files'>, classes: readonly DemoClass[], year: SchoolYear, random: Random, now: Date): Promise<HandInCounts> {
  const before = year.schoolDays.filter((day) => day < year.today);
  const dueDay = before.at(-1);
  const setDay = before.at(-1 - SET_DAYS_BEFORE);
  if (!dueDay || !setDay) throw new RangeError('The demo school year is too short for a week of homework');
  const due = momentOn(dueDay, DUE_HOUR, 0, now);
  const handIns: HandIn[] = [];
  for (const { id: classId, studentIds } of classes) {
    const setAt = momentOn(setDay, random.int(8, 15), random.int(0, 59), now);
    const assignmentId = await addFileRecord(school, 'assignments', setDay, assignmentText(random), setAt, async (id, tx) => {
      await tx.audiences.set('assignments', id, [classId]);
      await tx.assignmentTerms.set(id, { due: due.toISOString() });
    });
    studentIds.forEach((studentId, index) => {
      const status = TEN_STUDENTS[index % TEN_STUDENTS.length] as HandedStatus;
      if (status === 'missing') return;
      const hours = status === 'late' ? random.between(0.5, 12) : -random.between(0.5, 40);
      const handedInAt = new Date(Math.min(due.getTime() + hours * 3_600_000, now.getTime()));
      handIns.push({ assignmentId, studentId, status, handedInAt, pages: random.int(1, 3), text: random.chance(0.5) ? 'My working is in the file.' : '' });
    });
  }
  const pages = handIns.flatMap(({ assignmentId, studentId, pages }) => Array.from({ length: pages }, (_, position) => ({ assignmentId, studentId, position })));
  const stored = await storePages(school.files, pages.length);
  const at = now.toISOString();
  await school.store.tables.write(async (put) => {
    await put('uploads', stored.map((name, index) => ({ name, file_name: pageName(pages[index]?.position ?? 0), mime: 'application/pdf', size: PAGE.length, created_at: at })));
    await put('submissions', handIns.map((handIn) => submissionRow(handIn, due, now)));
    await put('submission_files', pages.map(({ assignmentId, studentId, position }, index) => ({ assignment_id: assignmentId, student_id: studentId, upload: stored[index] as string, file_name: pageName(position), position })));
  });
  const submissions: Record<HandedStatus, number> = { 'handed-in': 0, late: 0, returned: 0, missing: 0 };
  for (const { status } of handIns) submissions[status]++;
  submissions.missing = classes.reduce((sum, { studentIds }) => sum + studentIds.length, 0) - handIns.length;
  return { homework: classes.length, submissions, files: stored.length };
}

/** A scanned page of working: the same small PDF for every page handed in. */
const PAGE = onePagePdf('My working');

/** The name a student's phone gives the page it scans at `position` (from 0). */
function pageName(position: number): string {
  return `page ${position + 1}.pdf`;
}

/** Stores `count` pages as kept uploads are stored; answers their stored names, in order. */
async function storePages(files: FileStore, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let start = 0; start < count; start += KEEPS_AT_ONCE) {
    const batch = Array.from({ length: Math.min(KEEPS_AT_ONCE, count - start) }, async () => {
      const path = files.temporaryPath();
      await writeFile(path, PAGE);
      return files.keep(path, 'pdf');
    });
    names.push(...(await Promise.all(batch)));
  }
  return names;
}

/** A submission's row as a hand-in leaves it, and a tutor's return the day after it was due. */
function submissionRow({ assignmentId, studentId, status, handedInAt, text }: HandIn, due: Date, now: Date): Row {
  const returnedAt = status === 'returned' ? new Date(Math.min(due.getTime() + 16 * 3_600_000, now.getTime())).toISOString() : null;
  const { grade, feedback } = status === 'returned' ? RETURNED : { grade: null, feedback: '' };
  return {
    assignment_id: assignmentId,
    student_id: studentId,
    text,
    handed_in_at: handedInAt.toISOString(),
    returned_at: returnedAt,
    grade,
    feedback,
    created_at: handedInAt.toISOString(),
    updated_at: returnedAt ?? handedInAt.toISOString(),
  };
}
