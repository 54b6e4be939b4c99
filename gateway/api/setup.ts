import { Hono } from 'hono';
import { setupText } from '../../contract/strings/setup.ts';
import { setupSchema } from '../../contract/validation/setup.ts';
import { hashInvitationToken } from '../auth/invitation-token.ts';
import { hashPassword } from '../auth/password.ts';
import { issueToken } from '../auth/token.ts';
import { schoolIsEmpty } from '../first-run.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail, refuseTakenEmail } from './errors.ts';
import { keptAnswer } from './kept-answer.ts';
import { jsonBody } from './validate.ts';

/**
 * First run: `GET /setup` answers `{needed}`, whether the school has no tutor yet (the landing
 * page says how to begin, never the link); `POST /setup` `{token, fname, email, contact,
 * password}` creates the first tutor, the school's admin, with the link `npm start` printed,
 * and logs them in, `{token}`. Every setup link ends with it, and none works once a tutor exists.
 *
 * @param deps the store, signing secret and clock
 * @example api.route('/', setupRoutes(deps))
 */
export function setupRoutes(deps: ApiDeps) {
  const { store, secret, now } = deps;
  const app = new Hono<ApiEnv>();

  app.get(
    '/setup',
    keptAnswer(store, ['users'], async () => ({ needed: await schoolIsEmpty(store) })),
  );

  app.post('/setup', jsonBody(setupSchema), async (c) => {
    const { token, password, ...details } = c.req.valid('json');
    const tokenHash = hashInvitationToken(token);
    const live = await store.invitations.findLive(tokenHash, now());
    if (live?.purpose !== 'setup' || !(await schoolIsEmpty(store))) {
      await c.var.audit('setup.refused');
      fail(400, setupText.linkInvalid);
    }
    const passwordHash = await hashPassword(password);
    const admin = await refuseTakenEmail(
      store.transaction(async (tx) => {
        if (!(await tx.invitations.spendWithOthers(tokenHash, 'setup', now()))) fail(400, setupText.linkInvalid);
        const created = await tx.users.create({ ...details, position: 'tutor', passwordHash }, now());
        // A tutor added meanwhile (the command line) is the admin: this one is not made, and the link is spent.
        if (!created.admin) fail(400, setupText.alreadySetUp);
        await c.var.audit('setup.admin', { actor: created.email, target: `tutor ${created._id}` }, tx);
        return created;
      }),
    );
    const session = await store.users.findForSession(admin._id);
    if (!session) fail(400, setupText.linkInvalid);
    return compressedJson(c, { token: issueToken(session.user, session.sessionVersion, secret, now()) });
  });

  return app;
}
