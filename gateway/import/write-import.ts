import { randomUUID } from 'node:crypto';
import type { ApiDeps } from '../api/context.ts';
import type { NewMail, Queries, User } from '../db/index.ts';
import type { NewInvitation } from '../db/invitations.ts';
import type { ImportedStudent } from '../db/student-import.ts';
import { byCodeUnits } from './code-unit-order.ts';
import { inTurns } from './in-turns.ts';
import { invitationBatch } from './invitation-batch.ts';
import type { ImportPlan, PlannedAdd, PlannedStudent, PlannedUpdate, StudentChange } from './plan-import.ts';

/** A student by id, with the classes and guardians the file gives them. */
type ById = [studentId: string, student: PlannedStudent];

/**
 * A plan made ready to write, before the transaction: the new students' ids and invitations,
 * and every list in the order of the table it goes to (SQLite writes rows in its indexes'
 * order in about half the time), so the transaction only writes. The lists of students are
 * places, not copies (an import's 20,000 new students were each held three more times, in
 * pairs of id and row): a new student's place is theirs in `plan.adds`, a changed one's theirs
 * in `plan.updates` after those (`studentAt`).
 */
export interface PreparedImport {
  plan: ImportPlan;
  /** The new students' ids, by their place in `plan.adds`: in the file's order, which is their ids' order too. */
  ids: string[];
  /** The new students' invitations, in their hashes' order; each made as it is written. */
  invitations: Iterable<NewInvitation>;
  /** Their mails, queued with them, in the file's order; each made as it is queued. */
  mails: Iterable<NewMail>;
  /** Those the file puts in classes (the new students, and those it changes the classes of), in their ids' order. */
  joining: Uint32Array;
  /** Those the file gives guardians' e-mails (the new students, and those it changes them of), in their ids' order. */
  guarded: Uint32Array;
}

/** Rows written between two turns of the event loop. */
const ROWS_PER_TURN = 500;

/**
 * Gets a plan ready to write: ids and invitations for its new students (made by
 * `invitationBatch`, each account made again as it is asked for), and its lists in their
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
  const accountAt = (index: number): User => {
    const { fname, email, contact } = plan.adds[index] as PlannedAdd;
    return { _id: ids[index] as string, fname, email, contact, position: 'student', blocked: false };
  };
  const { invitations, mails } = await invitationBatch(deps, ids.length, accountAt, await queries.school.read());
  const placed = { plan, ids };
  // The new students are in id order already; a sort of places by id keeps them so and puts the changed ones among them.
  const inIdOrder = (change: StudentChange) => {
    const changed = plan.updates.keys().filter((index) => plan.updates[index]?.changes.includes(change));
    const places = Uint32Array.from([...plan.adds.keys(), ...changed.map((index) => plan.adds.length + index)]);
    return places.sort((one, other) => byCodeUnits(idAt(placed, one), idAt(placed, other)));
  };
  return { ...placed, invitations, mails, joining: inIdOrder('classes'), guarded: inIdOrder('guardians') };
}

/**
 * The student at a place of a prepared plan's lists, with their id.
 *
 * @param prepared what `prepareImport` made
 * @param place a new student's place in `plan.adds`, or a changed one's in `plan.updates` after those
 * @example const [studentId, student] = studentAt(prepared, prepared.guarded[0])
 */
export function studentAt(prepared: Pick<PreparedImport, 'plan' | 'ids'>, place: number): ById {
  const { adds, updates } = prepared.plan;
  return [idAt(prepared, place), adds[place] ?? (updates[place - adds.length] as PlannedUpdate)];
}

function idAt({ plan, ids }: Pick<PreparedImport, 'plan' | 'ids'>, place: number): string {
  return place < plan.adds.length ? (ids[place] as string) : (plan.updates[place - plan.adds.length] as PlannedUpdate).studentId;
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

  await inTurns(plan.adds.values().map((add, index) => importedStudent(add, prepared.ids[index] as string, given)), ROWS_PER_TURN, (some) => tx.studentImport.addStudents(some, now));
  await inTurns(details.map(({ studentId: id, fname, email, contact }) => ({ id, fname, email, contact })), ROWS_PER_TURN, (some) => tx.studentImport.updateDetails(some, now));
  await inTurns(changing('classes'), ROWS_PER_TURN, (some) => tx.studentImport.leaveClasses(some));
  await inTurns(membershipsByClass(prepared.joining.values().map((place) => studentAt(prepared, place)), classIds), ROWS_PER_TURN, (some) => tx.studentImport.joinClasses(some));
  await inTurns(changing('guardians'), ROWS_PER_TURN, (some) => tx.studentImport.forgetGuardians(some));
  const guardians = prepared.guarded.values().flatMap((place) => {
    const [studentId, student] = studentAt(prepared, place);
    return student.guardianEmails.toSorted().map((email) => ({ studentId, email }));
  });
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
function membershipsByClass(students: Iterable<ById>, classIds: ReadonlyMap<string, string>): Iterable<{ studentId: string; classId: string }> {
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
