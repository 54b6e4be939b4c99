import { studentImportMessages as m } from '../../contract/strings/student-import.ts';
import { userDetailsMessages } from '../../contract/strings/validation.ts';
import { classNameSchema } from '../../contract/validation/classes.ts';
import { email as emailRule } from '../../contract/validation/fields.ts';
import { userDetailsSchema } from '../../contract/validation/profile.ts';
import { ADMISSION_NO_MAX } from '../../contract/validation/student-import.ts';
import type { RollStudent, SchoolRoll } from '../db/student-import.ts';
import type { StudentRow } from './student-rows.ts';

/** The school's students, classes and other accounts, looked up as each row asks. */
export interface RollIndex {
  byAdmissionNo: ReadonlyMap<string, RollStudent>;
  byEmail: ReadonlyMap<string, RollStudent>;
  otherEmails: ReadonlySet<string>;
  /** The addresses of guardians' accounts (among `otherEmails`). */
  guardianAccounts: ReadonlySet<string>;
  /** Classes in use by their name's key (`classKey`). */
  classesInUse: ReadonlyMap<string, { id: string; name: string }>;
  /** Keys of the names only archived classes have. */
  archivedOnly: ReadonlySet<string>;
}

/** A row's name, e-mail and contact as they pass the student forms' rules. */
export interface RowDetails {
  fname: string;
  email: string;
  contact: string;
}

/**
 * What one row says, checked against the school on its own (other rows aside). The plan holds
 * every row's check at once, so each keeps only what planning it reads, not the row's cells.
 */
export interface CheckedRow {
  row: Pick<StudentRow, 'line' | 'admissionNo' | 'fullName'>;
  errors: string[];
  /** Present when the three fields pass. */
  details?: RowDetails;
  /** The student the row is about: the one with its admission number, or with its e-mail when it gives none. */
  target?: RollStudent;
  /** Ids of the classes in use it names. */
  classIds: string[];
  /** Classes it names that do not exist, each once by key, as first written. */
  newClasses: Array<[key: string, name: string]>;
  /** In lower case, each once. */
  guardianEmails: string[];
}

/**
 * A class name's key: names are one class whatever their case, as the classes' unique index
 * has them.
 */
export function classKey(name: string): string {
  return name.toLowerCase();
}

/**
 * The lookups every row's check makes, built once for the file.
 *
 * @example const index = indexRoll(await store.studentImport.roll())
 */
export function indexRoll(roll: SchoolRoll): RollIndex {
  const inUse = roll.classes.filter((each) => !each.archived);
  const inUseKeys = new Set(inUse.map((each) => classKey(each.name)));
  return {
    byAdmissionNo: new Map(roll.students.map((student) => [student.admissionNo, student])),
    byEmail: new Map(roll.students.map((student) => [student.email, student])),
    otherEmails: roll.otherEmails,
    guardianAccounts: roll.guardianAccounts ?? new Set(),
    classesInUse: new Map(inUse.map((each) => [classKey(each.name), { id: each.id, name: each.name }])),
    archivedOnly: new Set(roll.classes.filter((each) => each.archived && !inUseKeys.has(classKey(each.name))).map((each) => classKey(each.name))),
  };
}

/**
 * Checks one row on its own: its cells, its name, e-mail and contact by the student forms' rules
 * (and their messages), whose student it is about, whether its e-mail is another account's, its
 * classes (archived ones refused, unknown ones to be made) and its guardians' e-mails.
 *
 * @example const checked = checkRow(toStudentRow(line), index)
 */
export function checkRow(row: StudentRow, index: RollIndex): CheckedRow {
  const errors: string[] = [];
  const said = { line: row.line, admissionNo: row.admissionNo, fullName: row.fullName };
  if (row.cellCount !== undefined) return { row: said, errors: [m.cellCount(row.cellCount)], classIds: [], newClasses: [], guardianEmails: [] };
  const details = detailsOf(row, errors);
  if (row.admissionNo.length > ADMISSION_NO_MAX) errors.push(m.admissionNoLong(ADMISSION_NO_MAX));
  const target = row.admissionNo ? index.byAdmissionNo.get(row.admissionNo) : details && index.byEmail.get(details.email);
  if (details) {
    const owner = index.byEmail.get(details.email);
    if (owner && owner !== target) errors.push(m.emailOfStudent(owner.admissionNo));
    if (index.otherEmails.has(details.email)) errors.push(userDetailsMessages.emailTaken);
  }
  const classes = checkClasses(row.classes, index, errors);
  const guardianEmails = checkGuardians(row.guardianEmails, details?.email, index, errors);
  // Written out, not spread: see `planRow`.
  return { row: said, errors, classIds: classes.classIds, newClasses: classes.newClasses, guardianEmails, details, target };
}

/** The name, e-mail and contact, or the forms' message for each that fails (its first). */
function detailsOf(row: StudentRow, errors: string[]): RowDetails | undefined {
  const parsed = userDetailsSchema.safeParse({ name: row.fullName, email: row.email, contact: row.contact });
  if (parsed.success) return { fname: parsed.data.name, email: parsed.data.email, contact: parsed.data.contact };
  const seen = new Set<PropertyKey | undefined>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push(issue.message);
  }
  return undefined;
}

/**
 * The row's classes in use and the ones to make; each refused name's message goes to `errors`.
 * Both lists are copied out of sets: a list made by `push` keeps room for 17 items (184 bytes
 * for one or two), a copy only for its own, and the plan holds these lists for every row.
 */
function checkClasses(names: readonly string[], index: RollIndex, errors: string[]): Pick<CheckedRow, 'classIds' | 'newClasses'> {
  const ids = new Set<string>();
  const newClasses = new Map<string, string>();
  for (const name of names) {
    const parsed = classNameSchema.safeParse({ name });
    if (!parsed.success) {
      errors.push(m.className(name, parsed.error.issues[0]?.message ?? ''));
      continue;
    }
    const key = classKey(name);
    const inUse = index.classesInUse.get(key);
    if (inUse) ids.add(inUse.id);
    else if (index.archivedOnly.has(key)) errors.push(m.archivedClass(name));
    else if (!newClasses.has(key)) newClasses.set(key, name);
  }
  return { classIds: [...ids], newClasses: [...newClasses] };
}

/** The guardians' e-mails the row may have, in lower case, each once (copied out of a set, as `checkClasses` does); each refused one's message goes to `errors`. */
function checkGuardians(emails: readonly string[], studentEmail: string | undefined, index: RollIndex, errors: string[]): string[] {
  const kept = new Set<string>();
  for (const written of emails) {
    const parsed = emailRule.safeParse(written);
    if (!parsed.success) errors.push(m.guardianInvalid(written));
    else if (parsed.data === studentEmail) errors.push(m.guardianIsStudent);
    else if (index.byEmail.has(parsed.data) || (index.otherEmails.has(parsed.data) && !index.guardianAccounts.has(parsed.data))) errors.push(m.guardianNotGuardian(parsed.data));
    else kept.add(parsed.data);
  }
  return [...kept];
}
