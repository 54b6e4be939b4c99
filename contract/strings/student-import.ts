import { IMPORT_COLUMNS } from '../records/student-import.ts';

const COLUMNS = IMPORT_COLUMNS.join(', ');

/** A list as a sentence reads it: `name, contact and classes`. */
function inWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/**
 * What the student import answers (`{message}` for a refused file, each report row's
 * `messages`) and its page shows. The product specification words none of them; the checks of a
 * row's name, e-mail and contact answer with the student forms' own messages (validation.ts).
 */
export const studentImportMessages = {
  dryRunInvalid: 'dryRun must be 1 or 0',
  // The file as a whole: refused before any row is looked at.
  headerInvalid: `The first line must name the columns ${COLUMNS}, in this order, separated by commas or semicolons.`,
  tooManyRows: (most: number) => `The file has more than ${most.toLocaleString('en')} students, the most one import takes. Split it into smaller files.`,
  lineTooLong: (line: number, most: number) => `Line ${line} is longer than ${most.toLocaleString('en')} characters. Check that every quote in it is closed.`,
  quoteNotClosed: (line: number) => `A quote opened on line ${line} is never closed.`,
  lineUnreadable: (line: number) => `Line ${line} is not valid CSV: a quoted cell must end with its quote, and a quote inside it is written twice ("").`,
  notText: 'The file is not UTF-8 text. Save it from the spreadsheet as “CSV UTF-8” and choose it again.',
  busy: 'Another import is being applied. Wait until it has finished, then try again.',
  changedMeanwhile: 'The students or classes changed while the file was being applied, so nothing was changed. Please apply it again.',
  // A row that cannot be applied: one message per reason.
  cellCount: (count: number) => `This line has ${count} ${count === 1 ? 'cell' : 'cells'}; every line needs the ${IMPORT_COLUMNS.length} columns ${COLUMNS}`,
  admissionNoLong: (most: number) => `The admission number must be at most ${most} characters`,
  emailOfStudent: (admissionNo: string) => `This e-mail address belongs to the student with admission number ${admissionNo}`,
  sameAdmissionNo: (line: number) => `Line ${line} has the same admission number`,
  sameEmail: (line: number) => `Line ${line} has the same e-mail address`,
  sameStudent: (line: number) => `Line ${line} is about the same student`,
  archivedClass: (name: string) => `The class “${name}” is archived: restore it on the Classes page first, or leave it out`,
  className: (name: string, message: string) => `Class “${name}”: ${message}`,
  guardianInvalid: (email: string) => `The guardian e-mail “${email}” is not a valid e-mail address`,
  guardianIsStudent: 'A guardian’s e-mail cannot be the student’s own',
  guardianNotGuardian: (email: string) => `The guardian e-mail “${email}” belongs to a student or tutor account: a guardian needs an address of their own`,
  // What else applying a row does.
  nextNumber: 'Gets the next free admission number',
  givenNumber: (admissionNo: string) => `Given admission number ${admissionNo}`,
  createsClass: (name: string) => `Creates the class “${name}”`,
  changes: (fields: readonly string[]) => `Changes the ${inWords(fields)}`,
  /** What `changes` names: each column an update can change. */
  fields: { name: 'name', email: 'e-mail', contact: 'contact', classes: 'classes', guardians: 'guardian e-mails' },
} as const;
