import { randomUUID } from 'node:crypto';
import type { ApiDeps } from '../api/context.ts';
import type { NewMail, Queries } from '../db/index.ts';
import type { NewInvitation } from '../db/invitations.ts';
import type { ImportedStudent } from '../db/student-import.ts';
import { inTurns } from './in-turns.ts';
import { invitationBatch } from './invitation-batch.ts';
import type { ImportPlan, PlannedAdd, PlannedStudent, StudentChange } from './plan-import.ts';

/** A student by id, with the classes and guardians the file gives them. */
type ById = [studentId: string, student: PlannedStudent];

/**
 * A plan made ready to write, before the transaction: the new students' ids and invitations,
 * and every list in the order of the table it goes to (SQLite writes rows in its indexes'
 * order in about half the time), so the transaction only writes.
 */
export interface PreparedImport {
  plan: ImportPlan;
  /** In the file's order, which is their ids' order too. */
  newStudents: Array<{ add: PlannedAdd; id: string }>;
  /** The invitations, queued with the students, in the file's order; each made as it is queued. */
  mails: Iterable<NewMail>;
  /** Those the file puts in classes (the new students, and those it changes the classes of), by id. */
  joining: ById[];
  /** Those the file gives guardians' e-mails (the new students, and those it changes them of), by id. */
  guarded: ById[];
  /** By their hash. */
  invitations: NewInvitation[];
}

/** Rows written between two turns of the event loop. */
const ROWS_PER_TURN = 500;

/**
 * Gets a plan ready to write: ids and invitations for its new students (made by
 * `invitationBatch`, kept in bulk, their mails made as they are queued), and its lists in their
 * tables' order.
 *
 * @param deps the clock and the site's address (for the links)
 * @param queries the database the school's settings are read from
 * @param plan what the file does
 * @example const prepared = await prepareImport(deps, deps.store, plan)
 */
export async function prepareImport(deps: ApiDeps, queries: Queries, plan: ImportPlan): Promise<PreparedImport> {
  // Ids sorted before they are given out: the new students are in the file's order and in id order at once.
  const ids = plan.adds.map(() => randomUUID()).sort();
  const accounts = plan.adds.map((add, index) => ({
    add,
    account: { _id: ids[index] as string, fname: add.fname, email: add.email, contact: add.contact, position: 'student' as const, blocked: false },
  }));
  const { invitations, invited, mails } = await invitationBatch(deps, accounts, await queries.school.read());
  const newStudents = invited.map(({ add, account }) => ({ add, id: account._id }));
  const changed = (change: StudentChange): ById[] => plan.updates.filter((update) => update.changes.includes(change)).map((update) => [update.studentId, update]);
  const added = newStudents.map(({ add, id }): ById => [id, add]);
  return {
    plan,
    newStudents,
    mails,
    // Two runs already in order each, which the sort merges.
    joining: inOrder([...added, ...inOrder(changed('classes'), byId)], byId),
    guarded: inOrder([...added, ...inOrder(changed('guardians'), byId)], byId),
    invitations: inOrder(invitations, (each) => each.tokenHash),
  };
}

/**
 * Writes a prepared plan in the import's transaction, table by table, a turn of the event loop
 * between slices: the classes it makes, the new students with their admission numbers (the
 * counter's next for those the file gives none, in the file's order), the changed students'
 * details, everyone's classes and guardians exactly as the file has them, and the invitations.
 * Answers the admission numbers handed out, by line.
 *
 * @param deps the clock
 * @param tx the import's transaction
 * @param prepared what `prepareImport` made of the plan
 * @param counter where the held admission number counter stands
 * @example const given = await writeImport(deps, tx, prepared, await tx.studentImport.holdAdmissionCounter())
 */
export async function writeImport(deps: ApiDeps, tx: Queries, prepared: PreparedImport, counter: number): Promise<Map<number, string>> {
  const now = deps.now();
  const { plan } = prepared;
  const classIds = new Map<string, string>();
  for (const [key, name] of plan.newClasses) classIds.set(key, await tx.classes.create(name, [], now));
  const given = await numbersFor(tx, plan, counter);
  // Each table's rows are made a slice at a time, as `inTurns` takes them, not 20,000 or 40,000 at once.
  const changing = (change: StudentChange) => plan.updates.values().filter((update) => update.changes.includes(change)).map((update) => update.studentId);
  const details = plan.updates.values().filter((update) => update.changes.some((change) => change === 'name' || change === 'email' || change === 'contact'));

  await inTurns(prepared.newStudents.values().map(({ add, id }) => importedStudent(add, id, given)), ROWS_PER_TURN, (some) => tx.studentImport.addStudents(some, now));
  await inTurns(details.map(({ studentId: id, fname, email, contact }) => ({ id, fname, email, contact })), ROWS_PER_TURN, (some) => tx.studentImport.updateDetails(some, now));
  await inTurns(changing('classes'), ROWS_PER_TURN, (some) => tx.studentImport.leaveClasses(some));
  await inTurns(membershipsByClass(prepared.joining, classIds), ROWS_PER_TURN, (some) => tx.studentImport.joinClasses(some));
  await inTurns(changing('guardians'), ROWS_PER_TURN, (some) => tx.studentImport.forgetGuardians(some));
  const guardians = prepared.guarded.values().flatMap(([studentId, student]) => student.guardianEmails.toSorted().map((email) => ({ studentId, email })));
  await inTurns(guardians, ROWS_PER_TURN, (some) => tx.studentImport.addGuardians(some));
  await inTurns(prepared.invitations, ROWS_PER_TURN, (some) => tx.studentImport.addInvitations(some, now));
  return given;
}

/** The admission number each new student the file gives none gets, by line, in the file's order. */
async function numbersFor(tx: Queries, plan: ImportPlan, counter: number): Promise<Map<number, string>> {
  const unnumbered = plan.adds.filter((add) => add.admissionNo === undefined);
  const numbers = await tx.studentImport.takeAdmissionNumbers(counter, unnumbered.length, (admissionNo) => plan.takenNumbers.has(admissionNo));
  return new Map(unnumbered.map((add, index) => [add.line, numbers[index] ?? '']));
}

function importedStudent(add: PlannedAdd, id: string, given: ReadonlyMap<number, string>): ImportedStudent {
  const admissionNo = add.admissionNo ?? given.get(add.line);
  if (!admissionNo) throw new Error(`No admission number was handed out for line ${add.line}`);
  return { id, admissionNo, fname: add.fname, email: add.email, contact: add.contact };
}

/** Each student's classes (made ones by their new id), class by class, each class's students in the order given; each made as it is taken. */
function membershipsByClass(students: readonly ById[], classIds: ReadonlyMap<string, string>): Iterable<{ studentId: string; classId: string }> {
  const byClass = new Map<string, string[]>();
  for (const [studentId, student] of students) {
    // Every key a row names is among the plan's new classes, all made by now.
    for (const classId of [...student.classIds, ...student.newClassKeys.map((key) => classIds.get(key) ?? key)]) {
      const members = byClass.get(classId);
      if (members) members.push(studentId);
      else byClass.set(classId, [studentId]);
    }
  }
  return [...byClass.keys()]
    .sort()
    .values()
    .flatMap((classId) => (byClass.get(classId) ?? []).map((studentId) => ({ studentId, classId })));
}

const byId = ([id]: ById) => id;

/** The rows sorted by a key that each holds. */
function inOrder<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Row[] {
  return rows.toSorted((one, other) => {
    const [a, b] = [keyOf(one), keyOf(other)];
    return a < b ? -1 : a > b ? 1 : 0;
  });
}
