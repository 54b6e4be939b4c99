import type { AssignmentTerms } from '../../../contract/records/coursework.ts';
import type { FileRecord } from '../../../contract/records/file-record.ts';
import { fieldOf } from '../../lib/content/list-answer.ts';

/** An assignment as a student's list answers it: a file record with its terms (issue 26). */
export type Assignment = FileRecord & AssignmentTerms;

/** How far ahead an assignment counts as "due soon". */
export const DUE_SOON_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The terms an assignment of the list carries; an answer without them (an older server) reads as no due time, hand-in open. */
export function termsOf(record: FileRecord): AssignmentTerms {
  const due = fieldOf(record, 'due');
  const points = fieldOf(record, 'points');
  return {
    due: typeof due === 'string' ? due : undefined,
    points: typeof points === 'number' ? points : undefined,
    handInOpen: fieldOf(record, 'handInOpen') !== false,
  };
}

/** The due instant in milliseconds, or undefined when there is none (or it cannot be read). */
export function dueAt(record: FileRecord): number | undefined {
  const { due } = termsOf(record);
  const at = due === undefined ? NaN : Date.parse(due);
  return Number.isNaN(at) ? undefined : at;
}

/** Due within the next DUE_SOON_DAYS days, and not yet past. */
export function isDueSoon(record: FileRecord, now: number): boolean {
  const at = dueAt(record);
  return at !== undefined && at > now && at - now <= DUE_SOON_DAYS * DAY_MS;
}
