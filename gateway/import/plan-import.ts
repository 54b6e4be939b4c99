import type { ImportAction, ImportReport, ImportRow } from '../../contract/records/student-import.ts';
import { studentImportMessages as m } from '../../contract/strings/student-import.ts';
import type { SchoolRoll } from '../db/student-import.ts';
import { checkRow, indexRoll, type CheckedRow, type RowDetails } from './check-row.ts';
import { inTurns, nextTurn } from './in-turns.ts';
import type { StudentRow } from './student-rows.ts';

/** What an update changes of a student, in the words of `studentImportMessages.fields`. */
export type StudentChange = keyof typeof m.fields;

/** A row to write: the student's details, classes and guardians exactly as the file has them. */
export interface PlannedStudent extends RowDetails {
  line: number;
  /** Ids of the classes in use the row names. */
  classIds: string[];
  /** Keys of the classes the import makes that the row names. */
  newClassKeys: string[];
  guardianEmails: string[];
  /** As the row gives it; a new student given none gets the counter's next. */
  admissionNo?: string;
}

/** A new student. */
export type PlannedAdd = PlannedStudent;

export interface PlannedUpdate extends PlannedStudent {
  studentId: string;
  changes: StudentChange[];
}

/** What applying a file does, and its report. */
export interface ImportPlan {
  report: ImportReport;
  adds: PlannedAdd[];
  updates: PlannedUpdate[];
  /** Classes to make, by key, with the name as the file first writes it. */
  newClasses: Map<string, string>;
  /** Admission numbers the school's students have or the file gives: none of them is handed out. */
  takenNumbers: Set<string>;
}

/** Rows checked between two turns of the event loop: a few milliseconds' work. */
const ROWS_PER_TURN = 500;

/**
 * A file's rows, each made into what `each` makes of it as the row is read: the caller keeps
 * what it needs of a row, not the row. Each call reads the file again.
 */
export type ReadRows = <Made>(each: (row: StudentRow) => Made) => Promise<Made[]>;

/**
 * Checks every row of a file against the school and against the file's other rows, and says
 * what applying it does: `add`, `update` (and what changes), `unchanged`, or `error` with each
 * reason. Each row is checked as it is read, and each check let go once planned: a file's
 * 20,000 rows (12 MB), their checks (15 MB) and the plan (16 MB) are never held at once. Works
 * in turns, so a 20,000-row file leaves the process free to answer others.
 *
 * @param readRows the file's rows, in order
 * @param roll the school as it stands
 * @example const plan = await planFile(readRows, await store.studentImport.roll())
 */
export async function planFile(readRows: ReadRows, roll: SchoolRoll): Promise<ImportPlan> {
  const index = indexRoll(roll);
  const checked = await readRows((row) => checkRow(row, index));
  refuseRepeats(checked);
  await nextTurn();
  const plan: ImportPlan = { report: { rows: [], counts: { add: 0, update: 0, unchanged: 0, error: 0 }, newClasses: [] }, adds: [], updates: [], newClasses: new Map(), takenNumbers: new Set(index.byAdmissionNo.keys()) };
  const createsClass = sharedMessages(m.createsClass);
  await inTurns(letGoOneByOne(checked), ROWS_PER_TURN, (slice) => {
    for (const each of slice) {
      for (const [key, name] of each.newClasses) if (!plan.newClasses.has(key)) plan.newClasses.set(key, name);
      if (each.row.admissionNo) plan.takenNumbers.add(each.row.admissionNo);
      const row = planRow(each, plan, createsClass);
      plan.report.rows.push(row);
      plan.report.counts[row.action]++;
    }
  });
  plan.report.newClasses = [...plan.newClasses.values()];
  return plan;
}

/**
 * Each item of the list in turn, its place emptied as it is taken, so what the caller has done
 * with is let go. The list is spent: the caller must not read it again.
 */
function* letGoOneByOne<Item>(items: Item[]): Generator<Item> {
  const emptied: Array<Item | undefined> = items;
  for (let index = 0; index < emptied.length; index++) {
    const item = emptied[index] as Item;
    emptied[index] = undefined;
    yield item;
  }
}

/**
 * Refuses rows that repeat each other: two with one admission number or one e-mail, or two about
 * one student (one naming them by number, the other by e-mail). Each such row names another line.
 */
function refuseRepeats(checked: readonly CheckedRow[]): void {
  const repeats: Array<[(each: CheckedRow) => string | undefined, (line: number) => string]> = [
    [(each) => each.row.admissionNo || undefined, m.sameAdmissionNo],
    [(each) => each.details?.email, m.sameEmail],
    [(each) => each.target?.id, m.sameStudent],
  ];
  const repeated = new Set<CheckedRow>();
  for (const [keyOf, message] of repeats) {
    const byKey = Map.groupBy(
      checked.filter((each) => keyOf(each) !== undefined),
      (each) => keyOf(each),
    );
    for (const group of byKey.values()) {
      if (group.length < 2) continue;
      for (const each of group) {
        // One message a row: two rows of one number are also about one student.
        if (repeated.has(each)) continue;
        repeated.add(each);
        const other = group.find((candidate) => candidate !== each) as CheckedRow;
        each.errors.push(message(other.row.line));
      }
    }
  }
}

/**
 * A message maker that makes each message once: a message built from a template is a chain of
 * pieces (about 300 bytes for "Creates the class “Club 3”"), and a file of 20,000 rows creating
 * a class each held 40,000 such chains, 14 MB, where a few distinct ones do.
 */
function sharedMessages(message: (name: string) => string): (name: string) => string {
  const made = new Map<string, string>();
  return (name) => {
    const known = made.get(name);
    if (known !== undefined) return known;
    const text = message(name);
    made.set(name, text);
    return text;
  };
}

/** The row's line of the report, and its add or update in the plan. */
function planRow(checked: CheckedRow, plan: ImportPlan, createsClass: (name: string) => string): ImportRow {
  const { row, errors, details, target } = checked;
  const reported = (action: ImportAction, messages: string[]): ImportRow => ({ line: row.line, action, admissionNo: row.admissionNo, fname: row.fullName, messages });
  if (errors.length > 0 || !details) return reported('error', errors);
  // Each property written out, none spread in: V8 keeps the properties that follow a spread in a
  // second list beside the object, one more allocation for each of 20,000 rows.
  const student: PlannedStudent = {
    line: row.line,
    fname: details.fname,
    email: details.email,
    contact: details.contact,
    classIds: checked.classIds,
    newClassKeys: checked.newClasses.map(([key]) => key),
    guardianEmails: checked.guardianEmails,
    admissionNo: row.admissionNo || undefined,
  };
  const creates = checked.newClasses.map(([, name]) => createsClass(name));
  // Messages joined by `toSpliced`, not spread into a list: that keeps room for 17 on each of 20,000 rows.
  if (!target) {
    plan.adds.push(student);
    return reported('add', row.admissionNo ? creates : creates.toSpliced(0, 0, m.nextNumber));
  }
  const changes: StudentChange[] = [];
  if (details.fname !== target.fname) changes.push('name');
  if (details.email !== target.email) changes.push('email');
  if (details.contact !== target.contact) changes.push('contact');
  if (checked.newClasses.length > 0 || !sameItems(checked.classIds, target.classIds)) changes.push('classes');
  if (!sameItems(checked.guardianEmails, target.guardianEmails)) changes.push('guardians');
  if (changes.length === 0) return reported('unchanged', []);
  plan.updates.push({ ...student, studentId: target.id, changes });
  return reported('update', creates.toSpliced(0, 0, m.changes(changes.map((change) => m.fields[change]))));
}

/** Whether two lists hold the same items, each once, in any order. */
function sameItems(one: readonly string[], other: readonly string[]): boolean {
  const others = new Set(other);
  return one.length === others.size && one.every((item) => others.has(item));
}
