import { createMiddleware } from 'hono/factory';
import type { Queries } from '../db/index.ts';
import type { ApiDeps, ApiEnv } from './context.ts';

/**
 * Records one audit event for the current request: actor, client address and time filled in.
 * Given a transaction, it is written in it, so a change and its event land together or not at all.
 */
export type RecordAudit = (action: string, details?: { actor?: string; target?: string }, tx?: Pick<Queries, 'auditEvents'>) => Promise<void>;

/**
 * Gives every route `c.var.audit(action, {target})`: the one call each security event and each
 * tutor write makes. The actor is the logged-in user unless the route names one (a login).
 *
 * @param deps the store and clock
 * @example await deps.store.transaction(async (tx) => { await tx.notes.remove(id); await c.var.audit('note.delete', { target }, tx); })
 */
export function auditTrail({ store, now }: Pick<ApiDeps, 'store' | 'now'>) {
  return createMiddleware<ApiEnv>(async function auditTrailMiddleware(c, next) {
    c.set('audit', (action, { actor, target } = {}, tx = store) =>
      tx.auditEvents.record({ at: now(), actor: actor ?? c.get('user')?.email ?? 'anonymous', action, target, ip: c.get('clientIp') }),
    );
    await next();
  });
}
