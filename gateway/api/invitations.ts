import { Hono } from 'hono';
import { invitationText } from '../../contract/strings/invitations.ts';
import { inviteAcceptSchema } from '../../contract/validation/invitations.ts';
import { hashInvitationToken } from '../auth/invitation-token.ts';
import { hashPassword } from '../auth/password.ts';
import { issueToken } from '../auth/token.ts';
import type { User } from '../db/index.ts';
import { compressedJson } from './compressed-json.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail } from './errors.ts';
import { jsonBody } from './validate.ts';

/**
 * `POST /invite/accept` `{token, password}` (school-model.md): the account an invitation or a
 * tutor's reset link was made for gets this password and is logged in, `{token}`. The link works
 * once, and ends every earlier session of the account. A wrong, used or expired link, or one of
 * a blocked account, is refused alike (400), before any password is hashed: guessing a 256-bit
 * secret costs the server nothing.
 *
 * @param deps the store, signing secret and clock
 * @example api.route('/', invitationsRoutes(deps))
 */
export function invitationsRoutes(deps: ApiDeps) {
  const { store, secret, now } = deps;
  const app = new Hono<ApiEnv>();

  app.post('/invite/accept', jsonBody(inviteAcceptSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    const tokenHash = hashInvitationToken(token);
    const account = await accountOf(deps, tokenHash);
    if (!account) {
      await c.var.audit('invite.refused');
      fail(400, invitationText.linkInvalid);
    }
    const passwordHash = await hashPassword(password);
    const set = await store.transaction(async (tx) => {
      if (!(await tx.invitations.spend(tokenHash, now()))) return false;
      await tx.users.setPasswordById(account._id, passwordHash, now());
      await c.var.audit('invite.accept', { actor: account.email, target: `${account.position} ${account._id}` }, tx);
      return true;
    });
    const session = set ? await store.users.findForSession(account._id) : undefined;
    if (!session) fail(400, invitationText.linkInvalid);
    return compressedJson(c, { token: issueToken(session.user, session.sessionVersion, secret, now()) });
  });

  return app;
}

/** The account a live link sets the password of; none for a setup link, or an account blocked since. */
async function accountOf({ store, now }: ApiDeps, tokenHash: string): Promise<User | undefined> {
  const live = await store.invitations.findLive(tokenHash, now());
  const account = live?.userId ? await store.users.find(live.userId) : undefined;
  return account && !account.blocked ? account : undefined;
}
