import { createMiddleware } from 'hono/factory';
import type { ApiDeps, ApiEnv } from './context.ts';

/** Records one audit event for the current request: actor, client address and time filled in. */
export type RecordAudit = (action: string, details?: { actor?: string; target?: string }) => Promise<void>;

/**
 * Gives every route `c.var.audit(action, {target})`: the one call each security event and each
 * tutor write makes. The actor is the logged-in user unless the route names one (a login).
 *
 * @param deps the store and clock
 * @example await c.var.audit('assignment.delete', { target: `assignment ${id} "${title}"` })
 */
export function auditTrail({ store, now }: Pick<ApiDeps, 'store' | 'now'>) {
  return createMiddleware<ApiEnv>(async function auditTrailMiddleware(c, next) {
    c.set('audit', (action, { actor, target } = {}) =>
      store.auditEvents.record({ at: now(), actor: actor ?? c.get('user')?.email ?? 'anonymous', action, target, ip: c.get('clientIp') }),
    );
    await next();
  });
}
