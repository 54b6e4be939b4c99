import { createMiddleware } from 'hono/factory';
import { waitText } from '../../contract/strings/auth.ts';
import { fileMessages } from '../../contract/strings/files.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { failTooMany } from './errors.ts';
import { isUpload } from './is-upload.ts';
import { uploadThrottle } from './throttles.ts';

/**
 * Counts every upload (a multipart request) against its account's hourly allowance before a
 * byte of it is read; behind the role guards, which name the account.
 *
 * @param deps the store and the limits
 * @example api.use('/tutor/home/*', uploadLimit(deps))
 */
export function uploadLimit(deps: Pick<ApiDeps, 'store' | 'limits'>) {
  const throttle = uploadThrottle(deps.store, deps.limits ?? DEFAULT_LIMITS);
  return createMiddleware<ApiEnv>(async function uploadLimitMiddleware(c, next) {
    if (!isUpload(c)) return next();
    const turn = await throttle.claim(c.var.user._id);
    if (!turn.allowed) {
      if (turn.firstRefusal) await c.var.audit('upload.throttled');
      failTooMany(turn.retryAfterMs, fileMessages.tooManyUploads(waitText.minutes(turn.retryAfterMs)));
    }
    await next();
  });
}
