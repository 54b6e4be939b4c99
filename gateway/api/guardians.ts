import { Hono } from 'hono';
import { guardianMessages as m } from '../../contract/strings/guardians.ts';
import { newGuardianSchema } from '../../contract/validation/guardians.ts';
import { addGuardian, guardianTarget, NotAGuardianError } from '../accounts/guardian-accounts.ts';
import { transactionWithMail } from '../mail/queue-mail.ts';
import { GUARDIAN_AREA, TUTOR_AREA } from './area-guards.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail, refuseTakenEmail } from './errors.ts';
import { jsonBody } from './validate.ts';

/**
 * Guardians (issue 27, school-model.md). Any tutor adds a guardian to a student by address,
 * `POST /tutor/home/students/{id}/guardians {email, fname?}` → 201 `{guardian}`: a new address
 * becomes a guardian account invited to choose a password (the link is accepted through
 * `POST /invite/accept`); a guardian's address is linked to one more child and told so; a
 * student's or tutor's address is 409. The account, the link and the mail are kept in one
 * transaction. `GET` of the same path lists the student's guardians `{guardians: [{_id, fname, email}]}`. A guardian lists their children at `GET /guardian/home/children`; each child's
 * views (attendance, assignments, announcements, events) are the routes of those areas.
 *
 * @param deps the store, mail worker, clock and the school's address for the links
 * @example api.route('/', guardiansRoutes(deps))
 */
export function guardiansRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();

  app.post(`${TUTOR_AREA}/students/:id/guardians`, jsonBody(newGuardianSchema), async (c) => {
    const { email, fname } = c.req.valid('json');
    const student = await deps.store.users.find(c.req.param('id'));
    if (student?.position !== 'student') fail(404, m.studentNotFound);
    const added = await refuseTakenEmail(
      transactionWithMail(deps, async (tx, queue) => {
        const added = await addGuardian(deps, tx, student, email, fname).catch((error: unknown) => {
          if (error instanceof NotAGuardianError) fail(409, m.emailNotGuardian);
          throw error;
        });
        if (added.mail) queue(added.mail);
        if (added.outcome !== 'unchanged') await c.var.audit(`guardian.${added.outcome}`, { target: guardianTarget(added.guardian, student) }, tx);
        return added;
      }),
    );
    const { guardian, outcome } = added;
    return compressedJson(c, { guardian: { _id: guardian._id, fname: guardian.fname, email: guardian.email }, outcome }, outcome === 'unchanged' ? 200 : 201);
  });

  app.get(`${TUTOR_AREA}/students/:id/guardians`, async (c) => {
    const student = await deps.store.users.find(c.req.param('id'));
    if (student?.position !== 'student') fail(404, m.studentNotFound);
    return compressedJson(c, { guardians: await deps.store.guardians.guardiansOf(student._id) });
  });

  app.get(`${GUARDIAN_AREA}/children`, async (c) => compressedJson(c, { children: await deps.store.guardians.children(c.var.user._id) }));

  return app;
}
