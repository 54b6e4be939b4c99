/**
 * A student import's report (school-model.md): `POST /tutor/home/students/import?dryRun=1`
 * answers it without changing anything; without `dryRun` it is the same report, applied (all or
 * nothing: a file with any `error` row changes nothing and is answered 422 with the report).
 */

/** The import's columns, in this order, with a header row; lists inside a cell are separated by `;`. */
export const IMPORT_COLUMNS = ['admission_no', 'full_name', 'email', 'contact', 'classes', 'guardian_emails'] as const;

/** What applying a row does: a new student, a changed one, nothing, or nothing because the row is wrong. */
export type ImportAction = 'add' | 'update' | 'unchanged' | 'error';

export interface ImportRow {
  /** The row's line in the file, the header being line 1 (a quoted cell may span lines: its first). */
  line: number;
  action: ImportAction;
  /** As the row gives it (empty when the cell is). */
  admissionNo: string;
  /** As the row gives it, so a report names whom each line is about. */
  fname: string;
  /** Why a row is an error; for other rows, what else applying it does (a class it creates). */
  messages: string[];
}

export interface ImportReport {
  rows: ImportRow[];
  counts: Record<ImportAction, number>;
  /** Classes the file names that do not exist yet: applying creates them. */
  newClasses: string[];
}
