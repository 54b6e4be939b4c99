import { IMPORT_COLUMNS } from '../../contract/records/student-import.ts';
import type { CsvLine } from './read-csv.ts';

/** One line of an import file, its cells read as the columns say and not yet checked. */
export interface StudentRow {
  line: number;
  /** The cells the line has, when not the import's columns (the row is refused for it). */
  cellCount?: number;
  admissionNo: string;
  fullName: string;
  email: string;
  contact: string;
  /** The classes cell, split at `;`, each name trimmed, empty ones left out. */
  classes: string[];
  guardianEmails: string[];
}

/** Where a list's items are separated inside one cell (school-model.md). */
export const LIST_SEPARATOR = ';';

/**
 * What the export's formula escaping put in front of a cell (gateway/api/csv.ts): a `'` before
 * a character a spreadsheet would run as a formula. Taken off again, so an exported file
 * imports as it was (a contact such as `+91 98765 43210` starts with one of them).
 */
const ESCAPED_FORMULA = /^'(?=[=+\-@\t\r])/;

/**
 * Whether a header line names the import's columns, in their order (case and spaces around
 * each name aside).
 *
 * @example isImportHeader(['Admission_No ', 'full_name', 'email', 'contact', 'classes', 'guardian_emails']) // true
 */
export function isImportHeader(cells: readonly string[]): boolean {
  const names = withoutTrailingBlanks(cells).map((cell) => cell.trim().toLowerCase());
  return names.length === IMPORT_COLUMNS.length && IMPORT_COLUMNS.every((column, index) => names[index] === column);
}

/**
 * A CSV line as a student's row: each cell trimmed and its formula escaping undone, the lists
 * split. Blank cells after the last column (a spreadsheet pads rows with separators) are let
 * be; any other count of cells is recorded for the plan to refuse.
 *
 * @example toStudentRow({ line: 2, cells: ['', 'Asha Rao', 'asha@school.test', "'+91 98765 43210", '7A; Chess', ''] })
 */
export function toStudentRow({ line, cells }: CsvLine): StudentRow {
  const kept = withoutTrailingBlanks(cells);
  const [admissionNo = '', fullName = '', email = '', contact = '', classes = '', guardianEmails = ''] = kept.map(cellText);
  return {
    line,
    ...(kept.length === IMPORT_COLUMNS.length ? {} : { cellCount: kept.length }),
    admissionNo,
    fullName,
    email,
    contact,
    classes: listOf(classes),
    guardianEmails: listOf(guardianEmails),
  };
}

/** A cell as it was before the export escaped it, without spaces around it. */
export function cellText(cell: string): string {
  return cell.replace(ESCAPED_FORMULA, '').trim();
}

/** The cell's items, copied once filtered: `filter` leaves room for 17 items, and an import holds two such lists a row until the row is checked. */
function listOf(cell: string): string[] {
  return cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .slice();
}

/** The cells up to the import's columns, and any past them that hold something. */
function withoutTrailingBlanks(cells: readonly string[]): string[] {
  let end = cells.length;
  while (end > IMPORT_COLUMNS.length && cells[end - 1]?.trim() === '') end--;
  return cells.slice(0, end);
}
