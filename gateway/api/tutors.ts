import { Hono } from 'hono';
import type { TutorEntry } from '../../contract/records/user.ts';
import { tutorMessages as m } from '../../contract/strings/tutors.ts';
import { newTutorSchema, tutorChangeSchema, type TutorChangeBody } from '../../contract/validation/tutors.ts';
import { additionActions, addTutor, tutorTarget } from '../accounts/tutor-accounts.ts';
import type { TutorAccount } from '../db/users.ts';
import { transactionWithMail } from '../mail/queue-mail.ts';
import { TUTOR_AREA } from './area-guards.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail, refuseTakenEmail } from './errors.ts';
import { issueAccountLink } from './invitation-links.ts';
import { keptAnswer } from './kept-answer.ts';
import { requireAdmin } from './require-admin.ts';
import { jsonBody } from './validate.ts';

const PATH = `${TUTOR_AREA}/tutors`;

const notFound: () => never = () => fail(404, m.notFound);

/**
 * The school's tutors (school-model.md), for its admins alone. `GET` lists them by name, each
 * with whether they run the school, are blocked, or are still invited (have not chosen a
 * password). `POST {fname, email, contact, admin?}` adds one, invited: the account, its 7-day
 * link and the link's mail are kept in one transaction (the mail worker sends it, retrying
 * while the mail server is down); 201 `{tutor}`. `POST …/{id}/invitation` queues a fresh link
 * (202), replacing the earlier one: for a mail that went astray or a link that ran out. `PATCH {blocked?, admin?}` answers 200 `{tutor}`;
 * it never leaves the school without an admin who can log in (409), nor lets admins block or
 * demote themselves (409). An e-mail in use is 409. Each change is audited with it.
 *
 * @param deps the store, mail worker, clock and the school's address for the links
 * @example api.route('/', tutorsRoutes(deps))
 */
export function tutorsRoutes(deps: ApiDeps) {
  const { store, now } = deps;
  const app = new Hono<ApiEnv>();

  // Made again only after a change to an account, a first password included.
  app.get(
    PATH,
    requireAdmin,
    keptAnswer(store, ['users'], async () => ({ tutors: (await store.users.listTutors()).map(toTutorEntry) })),
  );

  app.post(PATH, requireAdmin, jsonBody(newTutorSchema), async (c) => {
    const tutor = await refuseTakenEmail(
      transactionWithMail(deps, async (tx, queue) => {
        const tutor = await addTutor(tx, c.req.valid('json'), now());
        queue(await issueAccountLink(deps, tx, tutor, 'invite'));
        for (const action of additionActions(tutor)) await c.var.audit(action, { target: tutorTarget(tutor) }, tx);
        return tutor;
      }),
    );
    return compressedJson(c, { tutor: toTutorEntry({ ...tutor, admin: tutor.admin === true, invited: true }) }, 201);
  });

  app.post(`${PATH}/:id/invitation`, requireAdmin, async (c) => {
    const tutor = (await store.users.findTutor(c.req.param('id'))) ?? notFound();
    if (!tutor.invited) fail(409, m.passwordChosen);
    if (tutor.blocked) fail(409, m.blocked);
    await transactionWithMail(deps, async (tx, queue) => {
      queue(await issueAccountLink(deps, tx, tutor, 'invite'));
      await c.var.audit('tutor.invite', { target: tutorTarget(tutor) }, tx);
    });
    return compressedJson(c, { message: m.invitationSent(tutor.email) }, 202);
  });

  app.patch(`${PATH}/:id`, requireAdmin, jsonBody(tutorChangeSchema), async (c) => {
    const change = c.req.valid('json');
    const id = c.req.param('id');
    if (id === c.var.user._id) refuseOwnLockOut(change);
    const tutor = await store.transaction(async (tx) => {
      const outcome = await tx.users.changeTutor(id, change, now());
      if (outcome === 'not-found') notFound();
      if (outcome === 'last-admin') fail(409, m.lastAdmin);
      const changed = (await tx.users.findTutor(id)) ?? notFound();
      for (const action of changeActions(change)) await c.var.audit(action, { target: tutorTarget(changed) }, tx);
      return changed;
    });
    return compressedJson(c, { tutor: toTutorEntry(tutor) });
  });

  return app;
}

/** An admin's own block or demotion is refused: it would lock them out, and another admin can do it if it must be done. */
function refuseOwnLockOut(change: TutorChangeBody): void {
  if (change.blocked === true) fail(409, m.notYourselfBlocked);
  if (change.admin === false) fail(409, m.notYourselfAdmin);
}

/** One audit event per flag changed, so the log reads "blocked" and "made admin" apart. */
function changeActions(change: TutorChangeBody): string[] {
  return [
    ...(change.blocked === undefined ? [] : [change.blocked ? 'tutor.block' : 'tutor.unblock']),
    ...(change.admin === undefined ? [] : [change.admin ? 'tutor.admin-grant' : 'tutor.admin-revoke']),
  ];
}

/** Field by field, so whatever a user later carries reaches the wire only when added here. */
function toTutorEntry(tutor: TutorAccount): TutorEntry {
  return { _id: tutor._id, fname: tutor.fname, email: tutor.email, admin: tutor.admin, blocked: tutor.blocked, invited: tutor.invited };
}
