import { Hono } from 'hono';
import type { RosterStudent } from '../../contract/records/roster-student.ts';
import type { SchoolClass } from '../../contract/records/school-class.ts';
import { classMessages } from '../../contract/strings/classes.ts';
import { classChangeSchema, newClassSchema, rosterSchema } from '../../contract/validation/classes.ts';
import { ClassNameTakenError, type Position, type Queries, type User } from '../db/index.ts';
import { TUTOR_AREA } from './area-guards.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail } from './errors.ts';
import { keptAnswer } from './kept-answer.ts';
import { requireAdmin } from './require-admin.ts';
import { jsonBody } from './validate.ts';

const PATH = `${TUTOR_AREA}/classes`;

/** A class as the audit log names it: `class <id> "<name>"`. */
const target = (schoolClass: Pick<SchoolClass, '_id' | 'name'>) => `class ${schoolClass._id} "${schoolClass.name}"`;
const notFound: () => never = () => fail(404, classMessages.notFound);

/**
 * The school's classes (school-model.md): every tutor reads them (with every tutor's name, to
 * show who teaches each) and their rosters; only an
 * admin creates, renames, archives or restores a class, picks its tutors and sets its roster.
 * A name in use by another class that is not archived is 409, whatever its case; tutors or
 * students the school does not have are 400. Each write and its audit event land together.
 *
 * @param deps the store and the clock
 * @example api.route('/', classesRoutes(deps))
 */
export function classesRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();

  // Every tutor's name comes too: a tutor who is not an admin reads who teaches each class, and
  // may not read the tutors list. Made again only after a change to a class or a roster (`classes`)
  // or to an account (`users`).
  app.get(
    PATH,
    keptAnswer(deps.store, ['classes', 'users'], async () => {
      const [classes, tutors] = await Promise.all([deps.store.classes.list(), deps.store.users.listByPosition('tutor')]);
      return { classes, tutors: tutors.map(({ _id, fname }) => ({ _id, fname })) };
    }),
  );

  app.post(PATH, requireAdmin, jsonBody(newClassSchema), async (c) => {
    const { name, tutorIds = [] } = c.req.valid('json');
    const created = await refuseTakenName(
      name,
      deps.store.transaction(async (tx) => {
        await refuseUnknown(tx, 'tutor', tutorIds, classMessages.unknownTutors);
        const schoolClass = await foundOrFail(tx, await tx.classes.create(name, tutorIds, deps.now()));
        await c.var.audit('class.create', { target: target(schoolClass) }, tx);
        return schoolClass;
      }),
    );
    return compressedJson(c, created, 201);
  });

  app.patch(`${PATH}/:id`, requireAdmin, jsonBody(classChangeSchema), async (c) => {
    const change = c.req.valid('json');
    const before = await foundOrFail(deps.store, c.req.param('id'));
    // Restoring a class can clash too: then the name it keeps is the one in use.
    const changed = await refuseTakenName(
      change.name ?? before.name,
      deps.store.transaction(async (tx) => {
        if (change.tutorIds) await refuseUnknown(tx, 'tutor', change.tutorIds, classMessages.unknownTutors);
        if (!(await tx.classes.change(before._id, change, deps.now()))) notFound();
        const after = await foundOrFail(tx, before._id);
        for (const action of changeActions(change)) await c.var.audit(action, { target: target(after) }, tx);
        return after;
      }),
    );
    return compressedJson(c, changed);
  });

  app.get(`${PATH}/:id/students`, async (c) => {
    const schoolClass = await foundOrFail(deps.store, c.req.param('id'));
    return compressedJson(c, { students: await rosterOf(deps.store, schoolClass._id) });
  });

  app.put(`${PATH}/:id/students`, requireAdmin, jsonBody(rosterSchema), async (c) => {
    const { studentIds } = c.req.valid('json');
    const students = await deps.store.transaction(async (tx) => {
      const schoolClass = await foundOrFail(tx, c.req.param('id'));
      await refuseUnknown(tx, 'student', studentIds, classMessages.unknownStudents);
      await tx.classes.setRoster(schoolClass._id, studentIds);
      await c.var.audit('class.roster', { target: target(schoolClass) }, tx);
      return rosterOf(tx, schoolClass._id);
    });
    return compressedJson(c, { students });
  });

  return app;
}

/** The class with this id, or a 404. */
async function foundOrFail(queries: Pick<Queries, 'classes'>, id: string): Promise<SchoolClass> {
  return (await queries.classes.find(id)) ?? notFound();
}

/** Refuses with 400 and `message` unless every id is a `position`'s account. */
async function refuseUnknown(queries: Pick<Queries, 'users'>, position: Position, ids: readonly string[], message: string): Promise<void> {
  if (ids.length === 0) return;
  const known = new Set((await queries.users.listByPosition(position)).map((user) => user._id));
  if (ids.some((id) => !known.has(id))) fail(400, message);
}

/** The class's students by name, as a person reads a list. */
async function rosterOf(queries: Pick<Queries, 'users'>, classId: string): Promise<RosterStudent[]> {
  return (await queries.users.listOfClass(classId)).map(toRosterStudent);
}

/** Field by field, so whatever a user later carries reaches the wire only when added here. */
function toRosterStudent(student: User): RosterStudent {
  return { _id: student._id, fname: student.fname, email: student.email, admissionNo: student.admissionNo, blocked: student.blocked };
}

/** One audit event per thing a change does, so the log reads "renamed", "archived", "tutors set" apart. */
function changeActions(change: { name?: string; archived?: boolean; tutorIds?: readonly string[] }): string[] {
  return [
    ...(change.name === undefined ? [] : ['class.rename']),
    ...(change.archived === undefined ? [] : [change.archived ? 'class.archive' : 'class.restore']),
    ...(change.tutorIds === undefined ? [] : ['class.tutors']),
  ];
}

/** Awaits a class's write; a name another class in use has (ClassNameTakenError) ends in 409, the write undone. */
async function refuseTakenName<T>(name: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof ClassNameTakenError) fail(409, classMessages.nameTaken(name));
    throw error;
  }
}
