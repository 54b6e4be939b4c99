import { Hono } from 'hono';
import { blockSchema, userDetailsSchema } from '../../contract/validation/profile.ts';
import { userDetailsMessages } from '../../contract/strings/validation.ts';
import { STUDENT_SEARCH_PARAMETERS, studentSearchSchema } from '../../contract/validation/students.ts';
import type { User } from '../db/index.ts';
import { TUTOR_AREA } from './area-guards.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail, refuseTakenEmail } from './errors.ts';
import { keptAnswer, keptAnswers } from './kept-answer.ts';
import { studentSearch, studentsWithClasses } from './student-search.ts';
import { jsonBody, validOrFail } from './validate.ts';

const PATH = `${TUTOR_AREA}/students`;

/** A student as the audit log names them: `student <id> "<name>"`. */
const target = (student: User) => `student ${student._id} "${student.fname}"`;
const notFound: () => never = () => fail(404, userDetailsMessages.notFound);

/**
 * The tutor's students (spec §7): `{students}`, by name, students only, each with their
 * admission number and classes; with any of `q`, `class`, `blocked`, `page` or `limit`, one page
 * of those the search finds and their `total` (school-model.md). The tutor edits a
 * student's name, e-mail and contact (PUT) and blocks or unblocks them (PATCH), each answered
 * with the student as the list shows them. An id that is not a student's is 404, whoever it
 * belongs to. The tutor's role is the area prefix's guard (the original sent the PUT with no
 * token; ours needs one like every tutor call).
 *
 * @param deps the store and the clock
 * @example api.route('/', studentsRoutes(deps))
 */
export function studentsRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();

  // The product's call, without parameters: made again only after a change to an account or a class.
  const everyStudent = keptAnswer(deps.store, ['users', 'classes'], async () => ({ students: (await studentsWithClasses(deps.store)).map(toWire) }));
  const searchStudents = studentSearch(deps.store);
  // A search's page, kept as the lists are: the same search (a class, the blocked, a name as typed) is asked again and again.
  const searchAnswer = keptAnswers(deps.store, ['users', 'classes'], (c) => {
    const { q, class: classId, blocked, page, limit } = validOrFail(studentSearchSchema, c.req.query());
    const filter = { q: q?.toLowerCase(), classId, blocked, page, limit };
    return {
      key: JSON.stringify(filter),
      make: async () => {
        const { students, total } = await searchStudents(filter);
        return { students: students.map(toWire), total };
      },
    };
  });
  app.get(PATH, async (c) => {
    const query = c.req.query();
    return STUDENT_SEARCH_PARAMETERS.some((name) => name in query) ? searchAnswer(c) : everyStudent(c);
  });

  app.put(`${PATH}/:id`, jsonBody(userDetailsSchema), async (c) => {
    const { name, email, contact } = c.req.valid('json');
    const student = await refuseTakenEmail(
      deps.store.transaction(async (tx) => {
        const changed = await tx.users.updateDetails(c.req.param('id'), 'student', { fname: name, email, contact }, deps.now());
        if (!changed) notFound();
        await c.var.audit('student.edit', { target: target(changed) }, tx);
        return { ...changed, classes: await tx.classes.idsOfStudent(changed._id) };
      }),
    );
    return compressedJson(c, toWire(student));
  });

  // Blocking also ends the student's sessions (decision 006); every call checks `blocked`, so it holds at once.
  app.patch(`${PATH}/:id`, jsonBody(blockSchema), async (c) => {
    const { blocked } = c.req.valid('json');
    const student = await deps.store.transaction(async (tx) => {
      const found = await tx.users.find(c.req.param('id'));
      if (found?.position !== 'student') notFound();
      await tx.users.setBlocked(found._id, blocked, deps.now());
      await c.var.audit(blocked ? 'student.block' : 'student.unblock', { target: target(found) }, tx);
      return { ...found, blocked, classes: await tx.classes.idsOfStudent(found._id) };
    });
    return compressedJson(c, toWire(student));
  });

  return app;
}

/** Field by field, so whatever a user later carries reaches the wire only when added here. */
function toWire(user: User): User {
  const { _id, fname, email, contact, position, blocked, admissionNo, classes } = user;
  return { _id, fname, email, contact, position, blocked, admissionNo, classes };
}
