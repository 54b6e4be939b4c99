import { fieldOf } from '../../lib/content/list-answer.ts';
import type { ImportAction, ImportReport, ImportRow } from '../../../contract/records/student-import.ts';
import { studentImportText as text } from '../../strings/student-import.ts';
import { studentsList } from './area.ts';

const ACTIONS: readonly ImportAction[] = ['add', 'update', 'unchanged', 'error'];

/**
 * `POST` a CSV file (multipart `file`) to check it (`dryRun`) or apply it (school-model.md).
 *
 * @example importPath(true) // '/tutor/home/students/import?dryRun=1'
 */
export const importPath = (dryRun: boolean): string => `${studentsList.path}/import${dryRun ? '?dryRun=1' : ''}`;

/** A row of the report as a table lists it, named by its line. */
export type ReportRow = ImportRow & { _id: string };

/** A report as the view shows it: the rows with errors apart, each group in the file's order. */
export interface ShownReport extends ImportReport {
  errors: ReportRow[];
  others: ReportRow[];
}

const isAction = (value: unknown): value is ImportAction => ACTIONS.includes(value as ImportAction);
const isText = (value: unknown): value is string => typeof value === 'string';

function isRow(value: unknown): value is ImportRow {
  const messages = fieldOf(value, 'messages');
  return (
    Number.isSafeInteger(fieldOf(value, 'line')) &&
    isAction(fieldOf(value, 'action')) &&
    isText(fieldOf(value, 'admissionNo')) &&
    isText(fieldOf(value, 'fname')) &&
    Array.isArray(messages) &&
    messages.every(isText)
  );
}

/**
 * The server's report, checked field by field, with its rows split: the errors first, for an
 * admin of a 2,000-row file to find them, and the rest. Throws an Error saying so when the
 * answer is not a report.
 *
 * @param answer the import's answer, dry run or applied
 */
export function readImportReport(answer: unknown): ShownReport {
  const rows = fieldOf(answer, 'rows');
  const counts = fieldOf(answer, 'counts');
  const newClasses = fieldOf(answer, 'newClasses');
  if (!Array.isArray(rows) || !rows.every(isRow)) throw new Error(text.unreadable);
  if (!ACTIONS.every((action) => Number.isSafeInteger(fieldOf(counts, action)))) throw new Error(text.unreadable);
  if (!Array.isArray(newClasses) || !newClasses.every(isText)) throw new Error(text.unreadable);
  const shown = [...rows].sort((a, b) => a.line - b.line).map((row) => ({ ...row, _id: String(row.line) }));
  return {
    rows,
    counts: counts as ImportReport['counts'],
    newClasses,
    errors: shown.filter(({ action }) => action === 'error'),
    others: shown.filter(({ action }) => action !== 'error'),
  };
}

/** How many students applying the report adds or updates: the rows that change something. */
export const studentsChanged = ({ counts }: ImportReport): number => counts.add + counts.update;
