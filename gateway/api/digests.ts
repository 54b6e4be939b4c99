import { Hono } from 'hono';
import { DIGEST_OF_ROLE, type DigestChoice, type DigestKind, type DigestRole } from '../../contract/records/digests.ts';
import { digestMessages as m } from '../../contract/strings/digests.ts';
import { digestChoiceSchema } from '../../contract/validation/digests.ts';
import { MalformedTokenError, readUnsubscribeToken, type UnsubscribeTarget } from '../digests/unsubscribe-token.ts';
import { GUARDIAN_AREA, STUDENT_AREA } from './area-guards.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { fail } from './errors.ts';
import { jsonBody } from './validate.ts';

/** Whose digest each kind is. */
const roleOf = (kind: DigestKind) => (Object.keys(DIGEST_OF_ROLE) as DigestRole[]).find((role) => DIGEST_OF_ROLE[role] === kind);

/** Each role's area, where its own digest is chosen. */
const AREA_OF_ROLE: Readonly<Record<DigestRole, string>> = { student: STUDENT_AREA, guardian: GUARDIAN_AREA };

/**
 * E-mail digests (issue 27, part 4). A student chooses the weekly digest at
 * `GET|PUT /student/home/digest {subscribed}`, a guardian the daily one at
 * `GET|PUT /guardian/home/digest`: the area guards let each role reach its own only. The one-click
 * unsubscribe needs no login: `GET /unsubscribe?token=` says which digest the token stops and
 * changes nothing (mail scanners open links), `POST /unsubscribe?token=` turns it off, as the
 * unsubscribe page's button and a mail client's RFC 8058 one-click POST do. A token that is not
 * one is 400; one whose signature is wrong, or whose account is gone, 404.
 *
 * @param deps the store, clock and the secret tokens are signed with
 * @example api.route('/', digestsRoutes(deps))
 */
export function digestsRoutes(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();

  for (const role of Object.keys(AREA_OF_ROLE) as DigestRole[]) {
    const kind = DIGEST_OF_ROLE[role];
    const path = `${AREA_OF_ROLE[role]}/digest`;
    app.get(path, async (c) => c.json<DigestChoice>({ kind, subscribed: await deps.store.digests.chosen(c.var.user._id, kind) }));
    app.put(path, jsonBody(digestChoiceSchema), async (c) => {
      const { subscribed } = c.req.valid('json');
      await deps.store.digests.choose(c.var.user._id, kind, subscribed, deps.now());
      await c.var.audit(subscribed ? 'digest.on' : 'digest.off', { target: kind });
      return c.json<DigestChoice>({ kind, subscribed });
    });
  }

  /** Whose digest the request's token stops, and their address; 400 or 404 when it stops none. */
  async function targetOf(token: string | undefined): Promise<UnsubscribeTarget & { email: string }> {
    let target: UnsubscribeTarget | undefined;
    try {
      target = readUnsubscribeToken(deps.secret, token ?? '');
    } catch (error) {
      if (error instanceof MalformedTokenError) fail(400, m.tokenMalformed);
      throw error;
    }
    const account = target && (await deps.store.users.find(target.userId));
    if (!target || !account || account.position !== roleOf(target.kind)) fail(404, m.tokenUnknown);
    return { ...target, email: account.email };
  }

  app.get('/unsubscribe', async (c) => {
    const { userId, kind } = await targetOf(c.req.query('token'));
    return c.json<DigestChoice>({ kind, subscribed: await deps.store.digests.chosen(userId, kind) });
  });

  app.post('/unsubscribe', async (c) => {
    const { userId, kind, email } = await targetOf(c.req.query('token'));
    await deps.store.digests.choose(userId, kind, false, deps.now());
    await c.var.audit('digest.unsubscribe', { actor: email, target: kind });
    return c.json<DigestChoice>({ kind, subscribed: false });
  });

  return app;
}
