import type { IMPORT_COLUMNS, ImportAction } from '../../contract/records/student-import.ts';

/** `n` of a thing, in words: '1 student', '2,000 students'. */
const counted = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** How many rows of a report do each thing, as the report counts them. */
type Counts = Record<ImportAction, number>;

/** What each row does, as a word in the report's Action column. */
const actions = { add: 'Add', update: 'Update', unchanged: 'Unchanged', error: 'Error' } as const satisfies Record<ImportAction, string>;

/** What the admins' student import says (issue 25, school-model.md): the file's columns, the check, the report and the import. */
export const studentImportText = {
  intro: 'Add or update many students at once from a spreadsheet saved as a CSV file: a header row, then one student a row, in these columns and in this order.',
  lists: 'A cell that holds several classes or e-mail addresses separates them with ; (for example 7A;Chess club).',
  allOrNothing: 'Check the file first: checking changes nothing. Then import it: every row is imported, or none is while any row has an error.',
  /** The table of the file's columns. */
  columnsCaption: 'The columns of the file',
  columnHeader: 'Column',
  meaningHeader: 'What it holds',
  columns: {
    admission_no: 'The student’s admission number, their Roll No. A number the school has updates that student; a new number adds one, and a new student left without one gets the next free number.',
    full_name: 'The student’s full name.',
    email: 'Their e-mail address, which no other account has. A new student gets an e-mail inviting them to choose a password.',
    contact: 'Their phone number: 7 to 15 digits, with spaces, - and a leading + allowed.',
    classes: 'The classes they are in, by name, separated by ;. A class the school does not have yet is created.',
    guardian_emails: 'Their parents’ or carers’ e-mail addresses, separated by ;. May be empty.',
  } satisfies Record<(typeof IMPORT_COLUMNS)[number], string>,
  file: 'CSV file',
  check: 'Check file',
  checking: 'Checking the file…',
  applying: 'Importing the students…',
  actions,
  /** Said in the live region once the check is done. */
  checked: ({ add, update, unchanged, error }: Counts) =>
    `Checked ${counted(add + update + unchanged + error, 'row', 'rows')}: ${add.toLocaleString('en')} to add, ${update.toLocaleString('en')} to update, ${unchanged.toLocaleString('en')} unchanged, ${counted(error, 'error', 'errors')}.`,
  /** Said in the live region once the import is done. */
  imported: ({ add, update, unchanged }: Counts) =>
    `Imported: ${counted(add, 'student', 'students')} added, ${update.toLocaleString('en')} updated, ${unchanged.toLocaleString('en')} unchanged.`,
  newClasses: 'Classes the import will create',
  createdClasses: 'Classes created',
  /** The button that applies a file with no errors: the students it adds or updates. */
  apply: (n: number) => `Import ${counted(n, 'student', 'students')}`,
  fixErrors: 'Correct the rows with errors in the file and check it again: nothing can be imported while any row has an error.',
  nothingToImport: 'Every student in the file is already as it says: there is nothing to import.',
  /** An import refused because the school changed since the check: the check is run again and shows why. */
  changedSinceCheck: 'Nothing was imported: the school has changed since the file was checked, and some rows now have errors. They are listed below.',
  unreadable: 'The server sent a report this page cannot read. Please try again later.',
  /** The report's tables. */
  errorsHeading: (n: number) => (n === 1 ? '1 row with an error' : `${n.toLocaleString('en')} rows with errors`),
  rowsHeading: 'Rows to import',
  importedRowsHeading: 'Rows imported',
  lineColumn: 'Line',
  rollnoColumn: 'Roll No',
  nameColumn: 'Name',
  actionColumn: 'Action',
  messagesColumn: 'Notes',
  /** The choice of rows the second table shows: all, or those doing one thing. */
  show: 'Rows shown',
  allRows: (n: number) => `All (${n.toLocaleString('en')})`,
  rowsDoing: (action: ImportAction, n: number) => `${actions[action]} (${n.toLocaleString('en')})`,
} as const;
